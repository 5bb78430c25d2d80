// The script nonce of the page being rendered, for the few inline scripts the app writes itself.
import "server-only";
import { headers } from "next/headers";

/** The proxy hands each page request its Content-Security-Policy (lib/security/secure-page.ts); the nonce is in it. */
export async function pageNonce(): Promise<string | undefined> {
  const policy = (await headers()).get("content-security-policy") ?? "";
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}

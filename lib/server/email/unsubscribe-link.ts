// Signed one-click unsubscribe links: an HMAC of the picker and the e-mail kind under AUTH_SECRET, so they work
// without signing in and cannot be forged or moved to another picker or kind.
import crypto from "node:crypto";
import { siteOrigin } from "@/lib/settings";
import type { EmailKindName } from "@/lib/contracts/unsubscribe";
import { authSecret } from "@/lib/server/auth/auth-secret";

export type UnsubscribeTarget = { userId: string; kind: EmailKindName };

function sign({ userId, kind }: UnsubscribeTarget): string {
  const secret = authSecret();
  if (!secret) throw new Error("AUTH_SECRET is not set: unsubscribe links cannot be signed");
  // A purpose prefix keeps these signatures useless for anything else signed with the same secret.
  return crypto.createHmac("sha256", secret).update(`pickline-unsubscribe\n${userId}\n${kind}`).digest("base64url");
}

export function isValidUnsubscribe(target: UnsubscribeTarget, signature: string): boolean {
  const expected = Buffer.from(sign(target));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

function withTarget(path: string, target: UnsubscribeTarget): string {
  const url = new URL(path, siteOrigin());
  url.searchParams.set("u", target.userId);
  url.searchParams.set("k", target.kind);
  url.searchParams.set("s", sign(target));
  return url.toString();
}

/** The page a person opens from the message's footer: it confirms, then posts to the one-click endpoint. */
export function unsubscribePageUrl(target: UnsubscribeTarget): string {
  return withTarget("/unsubscribe", target);
}

/** RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to this URL; no sign-in, no confirmation. */
export function unsubscribeHeaders(target: UnsubscribeTarget): Record<string, string> {
  return { "List-Unsubscribe": `<${withTarget("/api/unsubscribe", target)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

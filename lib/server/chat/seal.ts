// Webhook URLs are secrets (whoever has one can post in the group's chat), so they are stored sealed with AES-256-GCM
// under CHAT_HOOK_KEY, or a key derived from AUTH_SECRET; a tampered or foreign value does not open.
import "server-only";
import crypto from "node:crypto";
import { env } from "@/lib/settings";

const VERSION = "v1";
/** Development and tests without either secret: a fixed key, so a hook pasted before a restart still opens after it. */
const DEVELOPMENT_SECRET = "pickline development chat hook key";

function key(): Buffer {
  const { CHAT_HOOK_KEY, AUTH_SECRET, NODE_ENV } = env();
  const secret = CHAT_HOOK_KEY ?? AUTH_SECRET ?? (NODE_ENV === "production" ? undefined : DEVELOPMENT_SECRET);
  if (!secret) throw new Error("CHAT_HOOK_KEY or AUTH_SECRET must be set to store chat webhooks");
  return Buffer.from(crypto.hkdfSync("sha256", secret, "pickline", "chat-hook-url", 32));
}

export function seal(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The plain text, or undefined when the value was not sealed under the current key (rotated, or altered). */
export function open(sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

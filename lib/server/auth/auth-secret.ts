// AUTH_SECRET: required in production (checked when Auth.js first handles a request, never at build time);
// a random per-process default elsewhere, so development and tests need no setup.
import crypto from "node:crypto";

const holder = globalThis as unknown as { __picklineDevAuthSecret?: string };

export function authSecret(): string | undefined {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  if (process.env.NODE_ENV === "production") return undefined; // Auth.js answers MissingSecret
  holder.__picklineDevAuthSecret ??= crypto.randomBytes(32).toString("base64url");
  return holder.__picklineDevAuthSecret;
}

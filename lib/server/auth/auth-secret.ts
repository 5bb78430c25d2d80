// AUTH_SECRET: required in production (the environment check stops a start without it); a random per-process
// default elsewhere, so development and tests need no setup.
import crypto from "node:crypto";
import { env } from "@/lib/settings";

const holder = globalThis as unknown as { __picklineDevAuthSecret?: string };

export function authSecret(): string | undefined {
  const { AUTH_SECRET, NODE_ENV } = env();
  if (AUTH_SECRET) return AUTH_SECRET;
  if (NODE_ENV === "production") return undefined;
  holder.__picklineDevAuthSecret ??= crypto.randomBytes(32).toString("base64url");
  return holder.__picklineDevAuthSecret;
}

// New invite codes: 128 bits from the operating system's CSPRNG.
import "server-only";
import crypto from "node:crypto";
import { INVITE_CODE_BYTES } from "@/lib/domain/pools";

/**
 * Stored as is, not hashed: the owner must be able to copy the current link at any time, and a hash cannot give it
 * back. Hashing would not protect much anyway: whoever can read this table can read Session, whose tokens sign in
 * as the owner. What stops guessing is the code's 128 bits and the rate limit on lookups (invite-guesses.ts).
 */
export function newInviteCode(): string {
  return crypto.randomBytes(INVITE_CODE_BYTES).toString("base64url");
}

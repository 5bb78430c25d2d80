// The scheduled sync's housekeeping of sign-in rows: expired sessions and link tokens, and rate-limit hits older than
// the longest window. Auth.js deletes an expired session only when someone presents it, and a link nobody opens stays.
import "server-only";
import { db } from "@/lib/db";
import { LONGEST_WINDOW_SECONDS } from "./rate-limit";

export type Swept = { sessions: number; verificationTokens: number; rateLimitHits: number };

export async function sweepExpiredAuthRows(now = new Date()): Promise<Swept> {
  const [sessions, verificationTokens, rateLimitHits] = await Promise.all([
    db.session.deleteMany({ where: { expires: { lte: now } } }),
    db.verificationToken.deleteMany({ where: { expires: { lte: now } } }),
    // A hit counts only inside its window: past the longest one it can refuse nobody.
    db.rateLimitHit.deleteMany({ where: { createdAt: { lte: new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000) } } }),
  ]);
  return { sessions: sessions.count, verificationTokens: verificationTokens.count, rateLimitHits: rateLimitHits.count };
}

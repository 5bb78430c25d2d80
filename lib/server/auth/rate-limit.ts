// Sliding-window rate limits kept in PostgreSQL, so they hold across serverless instances.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";

export type Limit = { bucket: string; max: number; windowSeconds: number };

const CLIENT_WINDOW_SECONDS = 60 * 60;
const ADDRESS_WINDOW_SECONDS = 15 * 60;

/** No hit older than this counts in any bucket (the scheduled sync deletes them). */
export const LONGEST_WINDOW_SECONDS = Math.max(CLIENT_WINDOW_SECONDS, ADDRESS_WINDOW_SECONDS);

/** Account e-mail traffic of one client address: link sends and unknown-address answers, 20 per hour together. */
export function clientAccountLimit(ip: string): Limit {
  return { bucket: `ip:${ip}`, max: 20, windowSeconds: CLIENT_WINDOW_SECONDS };
}

/** E-mail sends: 3 per address per 15 minutes, plus the client's account bucket. */
export function emailSendLimits(email: string, ip: string): Limit[] {
  return [{ bucket: `email:${email}`, max: 3, windowSeconds: ADDRESS_WINDOW_SECONDS }, clientAccountLimit(ip)];
}

/**
 * Counts one hit in every bucket, or none and throws RATE_LIMITED with the seconds until the oldest hit
 * leaves the window. Advisory locks (taken in a fixed order) make check-then-insert atomic per bucket.
 */
export async function hitRateLimits(limits: Limit[]): Promise<void> {
  const ordered = [...limits].sort((a, b) => a.bucket.localeCompare(b.bucket));
  const retryAfter = await db.$transaction(async (tx) => {
    let wait = 0;
    for (const limit of ordered) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${limit.bucket}, 0))`;
      const [row] = await tx.$queryRaw<{ hits: bigint; retry: number | null }[]>`
        SELECT count(*) AS hits,
               ceil(extract(epoch FROM min("createdAt") + make_interval(secs => ${limit.windowSeconds}) - now()))::int AS retry
        FROM "RateLimitHit"
        WHERE "bucket" = ${limit.bucket} AND "createdAt" > now() - make_interval(secs => ${limit.windowSeconds})`;
      if (Number(row.hits) >= limit.max) wait = Math.max(wait, row.retry ?? limit.windowSeconds, 1);
    }
    if (wait > 0) return wait;
    for (const limit of ordered) {
      await tx.$executeRaw`DELETE FROM "RateLimitHit"
        WHERE "bucket" = ${limit.bucket} AND "createdAt" <= now() - make_interval(secs => ${limit.windowSeconds})`;
      await tx.$executeRaw`INSERT INTO "RateLimitHit" ("bucket") VALUES (${limit.bucket})`;
    }
    return 0;
  });
  if (retryAfter > 0) throw new AppError("RATE_LIMITED", { retryAfterSeconds: retryAfter });
}

// Where a public read goes: the read replica when one is configured, unless the caller has just written, whose next
// pages must show their own write (read-your-writes) and so read the primary until the replica has surely caught up.
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { cookies } from "next/headers";
import { db, replicaDb } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isHttps } from "@/lib/settings/auth";

/** The cookie a successful write leaves behind, and how long it lasts: far beyond a healthy replica's lag (well under a second). */
export const FRESH_WRITE_COOKIE = "pickline-wrote";
export const READ_YOUR_WRITES_SECONDS = 10;

/** Set per API request by the handler: true when the request writes or follows a write of the same caller. */
const primaryReads = new AsyncLocalStorage<boolean>();

export function hasReplica(): boolean {
  return replicaDb() !== null;
}

/** Runs one request with its reads routed: every readDb() inside it answers the primary when `primary` is true. */
export function routeReads<T>(primary: boolean, run: () => T): T {
  return primaryReads.run(primary, run);
}

/** Whether a request's Cookie header carries the mark of a write made in the last few seconds. */
export function carriesFreshWrite(cookieHeader: string | null): boolean {
  return cookieHeader !== null && cookieHeader.split(";").some((part) => part.trim().startsWith(`${FRESH_WRITE_COOKIE}=`));
}

/** The Set-Cookie value a successful write answers with; the browser drops it by itself once it runs out. */
export function freshWriteCookie(): string {
  return `${FRESH_WRITE_COOKIE}=1; Path=/; Max-Age=${READ_YOUR_WRITES_SECONDS}; HttpOnly; SameSite=Lax${isHttps() ? "; Secure" : ""}`;
}

/**
 * The client for a public read (boards, leaderboards, profiles, daily picks, feeds). Without a replica, the one client.
 * Inside an API request, what the handler decided. On a page, a visitor always reads the replica (so a cached page
 * never depends on a cookie), and a signed-in caller (`callerId`) the primary while their write's cookie lasts.
 */
export async function readDb(callerId: string | null = null): Promise<PrismaClient> {
  const replica = replicaDb();
  if (!replica) return db;
  const decided = primaryReads.getStore();
  if (decided !== undefined) return decided ? db : replica;
  if (!callerId) return replica;
  return (await pageFollowsWrite()) ? db : replica;
}

/** A page's request cookies; outside a request (a script) nothing is known, and the primary is always right. */
async function pageFollowsWrite(): Promise<boolean> {
  try {
    return (await cookies()).has(FRESH_WRITE_COOKIE);
  } catch (error) {
    // Next's own signals (a prerender that must stop here) go on; only "no request" means a script. Loaded here and not
    // at the top: outside Next's bundler, next/navigation loads its client half, which plain Node cannot run.
    const { unstable_rethrow } = await import("next/navigation");
    unstable_rethrow(error);
    return true;
  }
}

// The membership check as one statement: the pool's row when the caller is a member, else nothing.
// No "server-only" import: the pool-season bench times the read it guards outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";

/** A plain EXISTS: the client's relation filter cost more than the pool tables' read it guards (docs/adr-pools.md). */
export function memberPoolStatement(poolId: string, callerId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT p."id", p."name", p."ownerId", p."leagues"::text[] AS "leagues", p."kind"::text AS "kind", p."inviteCode", p."createdAt", p."seasonStart", p."closedThrough", p."tablesAt"
    FROM "Pool" p
    WHERE p."id" = ${poolId} AND EXISTS (SELECT 1 FROM "PoolMember" m WHERE m."poolId" = p."id" AND m."userId" = ${callerId})`;
}

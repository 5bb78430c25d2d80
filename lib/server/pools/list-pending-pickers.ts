// Who still has to pick: the members with no pick yet on the coming slate (the games of the pool's leagues in this week, or
// the next week with games); in a card pool, the members whose card of that week is not complete.
import "server-only";
import type { PendingPickers } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import { fromDbLeague } from "@/lib/domain/leagues";
import { localDay } from "@/lib/domain/periods";
import { mondayOf, weekLabel, weekRange } from "@/lib/domain/pool-weeks";
import { notPickemMessage, PENDING_SHOWN } from "@/lib/domain/pools";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Caller } from "@/lib/server/auth/caller";
import { appTimeZone } from "@/lib/settings";
import { cardIncompleteSql } from "@/lib/server/still-to-pick/card-incomplete-sql";
import { memberPool } from "./pool-access";

/**
 * The slate is the week of the pool's next game not yet started: this week while it has games to come, else the next
 * week that has any. A pick on any game of that week in the pool's leagues (a parlay leg too) counts as picked; a card
 * pool's picks are its own, and its member has picked once their card of that week is complete.
 */
export async function listPendingPickers(caller: Pick<Caller, "id">, poolId: string, now = new Date()): Promise<PendingPickers> {
  const pool = await memberPool(poolId, caller.id);
  if (pool.kind === "SURVIVOR") throw new AppError("NOT_FOUND", { message: notPickemMessage(pool.kind) });
  const timeZone = appTimeZone();
  const next = await db.fixture.findFirst({
    where: { league: { in: pool.leagues }, status: "PREGAME", startsAt: { gt: now } },
    orderBy: { startsAt: "asc" },
    select: { startsAt: true },
  });
  if (!next) return { week: null, label: null, count: 0, members: [] };
  const week = mondayOf(localDay(next.startsAt, timeZone));
  const { start, end } = weekRange(week, timeZone);
  const pending =
    pool.kind === "CARD"
      ? cardIncompleteSql(Prisma.sql`pm."userId"`, { start, end }, now)
      : Prisma.sql`NOT EXISTS (
      SELECT 1 FROM "Pick" pk JOIN "Fixture" f ON f."id" = pk."fixtureId"
      WHERE pk."userId" = pm."userId" AND f."league" = ANY(p."leagues") AND f."startsAt" >= ${start} AND f."startsAt" < ${end})`;
  const rows = await db.$queryRaw<{ id: string; username: string | null; total: number }[]>`
    SELECT u."id", u."username", count(*) OVER ()::int AS total
    FROM "PoolMember" pm JOIN "User" u ON u."id" = pm."userId" JOIN "Pool" p ON p."id" = pm."poolId" LEFT JOIN "CardPool" c ON c."poolId" = p."id"
    WHERE pm."poolId" = ${poolId} AND ${pending}
    ORDER BY lower(u."username") NULLS LAST, u."id"
    LIMIT ${PENDING_SHOWN}`;
  return {
    week,
    label: weekLabel(week, pool.leagues.map(fromDbLeague)),
    count: rows[0]?.total ?? 0,
    members: rows.map(({ id, username }) => ({ id, username })),
  };
}

// Who still has to pick: the members with no pick yet on the coming slate (the games of the pool's leagues in this week, or the next week with games);
// in a card pool, no pick yet on that week's card.
import "server-only";
import type { PendingPickers } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import { fromDbLeague } from "@/lib/domain/leagues";
import { localDay } from "@/lib/domain/periods";
import { mondayOf, weekLabel, weekRange } from "@/lib/domain/pool-weeks";
import { notPickemMessage, PENDING_SHOWN } from "@/lib/domain/pools";
import type { Caller } from "@/lib/server/auth/caller";
import { appTimeZone } from "@/lib/settings";
import { memberPool, type PoolAccess } from "./pool-access";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * What counts as picked for the week: in a pick'em pool a pick on any game of the week in the pool's leagues (a
 * parlay leg too), in a card pool a pick on the pool's card of that week (a card's picks are its own).
 */
function pickedSql(pool: PoolAccess, week: string, start: Date, end: Date): Prisma.Sql {
  if (pool.kind === "CARD") {
    return Prisma.sql`SELECT 1 FROM "CardPick" cp WHERE cp."poolId" = pm."poolId" AND cp."userId" = pm."userId" AND cp."week" = ${week}::date`;
  }
  return Prisma.sql`SELECT 1 FROM "Pick" p JOIN "Fixture" f ON f."id" = p."fixtureId"
    WHERE p."userId" = pm."userId" AND f."league" = ANY(${pool.leagues}::"League"[]) AND f."startsAt" >= ${start} AND f."startsAt" < ${end}`;
}

/**
 * The slate is the week of the pool's next game not yet started: this week while it has games to come, else the next
 * week that has any. A survivor pool keeps its own list with its slate.
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
  const rows = await db.$queryRaw<{ id: string; username: string | null; total: number }[]>`
    SELECT u."id", u."username", count(*) OVER ()::int AS total
    FROM "PoolMember" pm JOIN "User" u ON u."id" = pm."userId"
    WHERE pm."poolId" = ${poolId} AND NOT EXISTS (${pickedSql(pool, week, start, end)})
    ORDER BY lower(u."username") NULLS LAST, u."id"
    LIMIT ${PENDING_SHOWN}`;
  return {
    week,
    label: weekLabel(week, pool.leagues.map(fromDbLeague)),
    count: rows[0]?.total ?? 0,
    members: rows.map(({ id, username }) => ({ id, username })),
  };
}

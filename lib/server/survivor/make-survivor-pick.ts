// A member's survivor pick for the open slate, made or changed until its game starts: one guarded statement by the
// database's clock, one row per slate and one use of a team held by unique indexes.
import "server-only";
import type { SurvivorPickResult } from "@/lib/contracts/survivor";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { slateLabel, slateOf, slateRange } from "@/lib/domain/survivor-slates";
import type { Caller } from "@/lib/server/auth/caller";
import { hitRateLimits } from "@/lib/server/auth/rate-limit";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { gameStartedSql } from "@/lib/server/fixtures/game-started-sql";
import { createPick, isUniqueViolation } from "@/lib/server/picks/create-pick";
import { appTimeZone } from "@/lib/settings";
import { memberSurvivorPool } from "./get-survivor";
import { myPicks, openSlate } from "./read-survivor";
import type { SurvivorPoolRow } from "@/lib/server/pools/survivor-pool-row";
import type { Side } from "@/lib/domain/enum-values";

export const AUTO_PICK_STANDS = "Auto-pick chose your team after the slate's first game started: it can no longer be changed";

/** Plenty for changing one's mind through a slate; a script hammering the pool is stopped. */
export const SURVIVOR_PICKS_PER_HOUR = 60;

type Target = { pool: SurvivorPoolRow; userId: string; slate: string; fixtureId: number; teamId: number; side: Side; start: Date; end: Date };

/**
 * Insert or change in one statement: a new pick only while the slate's first game has not started, a change only
 * while the pick's current game has not started, and the chosen game not started either. An auto-pick is made for a
 * member who let the slate start without a pick: once it has started, changing it would be picking late, so it stands.
 * The member's lives and the pool's end are checked here too, not only before: settlement may take a last life or end
 * the pool between the use case's reads and this write. (A change goes through the insert's SELECT first, so the
 * update needs no second copy of these checks.)
 * Concurrent picks for one slate meet on the (pool, member, slate) index and leave one row.
 */
async function upsertPick({ pool, userId, slate, fixtureId, teamId, side, start, end }: Target): Promise<boolean> {
  const slateStarted = Prisma.sql`EXISTS (SELECT 1 FROM "Fixture" g WHERE g."league" = ${pool.dbLeague}::"League" AND g."startsAt" >= ${start} AND g."startsAt" < ${end} AND g."startsAt" <= now())`;
  const rows = await db.$queryRaw<{ id: number }[]>`
    INSERT INTO "SurvivorPick" ("poolId", "userId", "slate", "fixtureId", "teamId", "side", "updatedAt")
    SELECT ${pool.poolId}, ${userId}, ${slate}::date, f."id", ${teamId}::int, ${side}::"Side", now()
    FROM "Fixture" f
    WHERE f."id" = ${fixtureId}::int AND NOT ${gameStartedSql()}
      AND EXISTS (SELECT 1 FROM "SurvivorEntry" e WHERE e."poolId" = ${pool.poolId} AND e."userId" = ${userId} AND e."lives" > 0)
      AND EXISTS (SELECT 1 FROM "SurvivorPool" p WHERE p."poolId" = ${pool.poolId} AND p."endedAt" IS NULL)
      AND (NOT ${slateStarted}
        OR EXISTS (SELECT 1 FROM "SurvivorPick" sp JOIN "Fixture" cf ON cf."id" = sp."fixtureId"
                   WHERE sp."poolId" = ${pool.poolId} AND sp."userId" = ${userId} AND sp."slate" = ${slate}::date AND NOT sp."auto"
                     AND NOT ${gameStartedSql("cf")}))
    ON CONFLICT ("poolId", "userId", "slate") DO UPDATE
      SET "fixtureId" = EXCLUDED."fixtureId", "teamId" = EXCLUDED."teamId", "side" = EXCLUDED."side", "auto" = false, "updatedAt" = now()
      WHERE "SurvivorPick"."outcome" IS NULL
        AND (NOT "SurvivorPick"."auto" OR NOT ${slateStarted})
        AND EXISTS (SELECT 1 FROM "Fixture" cf WHERE cf."id" = "SurvivorPick"."fixtureId" AND NOT ${gameStartedSql("cf")})
    RETURNING "id"`;
  return rows.length > 0;
}

/** Why nothing was written, read with the same clock. */
async function refusal(target: Target, label: string): Promise<AppError> {
  const [row] = await db.$queryRaw<{ gameStarted: boolean; pickStarted: boolean | null; auto: boolean | null; out: boolean; over: boolean }[]>`
    SELECT ${gameStartedSql()} AS "gameStarted", p."pickStarted", p."auto",
      NOT EXISTS (SELECT 1 FROM "SurvivorEntry" e WHERE e."poolId" = ${target.pool.poolId} AND e."userId" = ${target.userId} AND e."lives" > 0) AS out,
      EXISTS (SELECT 1 FROM "SurvivorPool" sp WHERE sp."poolId" = ${target.pool.poolId} AND sp."endedAt" IS NOT NULL) AS over
    FROM "Fixture" f
    LEFT JOIN LATERAL (
      SELECT ${gameStartedSql("cf")} AS "pickStarted", sp."auto" FROM "SurvivorPick" sp JOIN "Fixture" cf ON cf."id" = sp."fixtureId"
      WHERE sp."poolId" = ${target.pool.poolId} AND sp."userId" = ${target.userId} AND sp."slate" = ${target.slate}::date
    ) p ON true
    WHERE f."id" = ${target.fixtureId}::int`;
  if (row.over) return new AppError("SURVIVOR_OVER");
  if (row.out) return new AppError("SURVIVOR_OUT");
  if (row.gameStarted) return new AppError("PICK_CLOSED");
  if (row.pickStarted) return new AppError("PICK_CLOSED", { message: "Your pick's game has started: your pick for this slate can no longer be changed" });
  if (row.auto) return new AppError("PICK_CLOSED", { message: AUTO_PICK_STANDS });
  return new AppError("PICK_CLOSED", { message: `The first game of ${label} has started: it is too late to pick for this slate` });
}

/** The survivor pick stands whatever happens here: a board pick is only made when the member asked for it. */
async function boardPick(caller: Caller, pool: SurvivorPoolRow, fixtureId: number, side: Side): Promise<SurvivorPickResult["boardPick"]> {
  try {
    await createPick(caller, { league: pool.dbLeague, fixtureId, side, market: "MONEY_LINE" });
    return "created";
  } catch (error) {
    if (isAppError(error) && error.code === "CONFLICT") return "already";
    if (isAppError(error)) return "skipped";
    throw error;
  }
}

export async function makeSurvivorPick(caller: Caller, poolId: string, body: { fixtureId: number; side: Side }): Promise<SurvivorPickResult> {
  requireVerified(caller);
  const pool = await memberSurvivorPool(caller, poolId);
  await hitRateLimits([{ bucket: `survivor-pick:${poolId}:${caller.id}`, max: SURVIVOR_PICKS_PER_HOUR, windowSeconds: 60 * 60 }]);
  if (pool.endedAt) throw new AppError("SURVIVOR_OVER");
  const entry = await db.survivorEntry.findUniqueOrThrow({ where: { poolId_userId: { poolId, userId: caller.id } }, select: { lives: true, countOnBoard: true } });
  if (entry.lives <= 0) throw new AppError("SURVIVOR_OUT");
  const timeZone = appTimeZone();
  const fixture = await db.fixture.findUnique({
    where: { id: body.fixtureId },
    select: { league: true, startsAt: true, homeTeamId: true, awayTeamId: true, homeTeam: { select: { abbreviation: true } }, awayTeam: { select: { abbreviation: true } } },
  });
  if (!fixture || fixture.league !== pool.dbLeague) throw new AppError("NOT_FOUND", { message: "This game is not one of the pool's league" });
  const open = await openSlate(db, pool, timeZone);
  const slate = slateOf(fixture.startsAt, pool.league, timeZone);
  if (!open || slate !== open.slate) {
    throw new AppError("PICK_CLOSED", { message: open ? `Pick a game of the open slate, ${slateLabel(open.slate, pool.league)}` : "No slate is open for picks right now" });
  }
  const home = body.side === "HOME";
  const teamId = home ? fixture.homeTeamId : fixture.awayTeamId;
  const abbreviation = home ? fixture.homeTeam.abbreviation : fixture.awayTeam.abbreviation;
  const usedOn = (await myPicks(db, poolId, caller.id)).find((row) => row.teamId === teamId && row.slate.toISOString().slice(0, 10) !== slate);
  if (usedOn) throw new AppError("TEAM_USED", { message: `You already used ${abbreviation} on ${slateLabel(usedOn.slate.toISOString().slice(0, 10), pool.league)}: each team can be picked once` });
  const { start, end } = slateRange(slate, pool.league, timeZone);
  const target: Target = { pool, userId: caller.id, slate, fixtureId: body.fixtureId, teamId, side: body.side, start, end };
  let written: boolean;
  try {
    written = await upsertPick(target);
  } catch (error) {
    // The same team picked for another slate at the same moment: the index keeps one.
    if (isUniqueViolation(error)) throw new AppError("TEAM_USED");
    throw error;
  }
  if (!written) throw await refusal(target, slateLabel(slate, pool.league));
  return {
    slate,
    fixtureId: body.fixtureId,
    teamId,
    side: body.side,
    abbreviation,
    auto: false,
    locked: false,
    outcome: null,
    boardPick: entry.countOnBoard ? await boardPick(caller, pool, body.fixtureId, body.side) : "off",
  };
}

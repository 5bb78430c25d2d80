// The owner closes a finished card season and starts the next with the same members in one step: the season's final
// table (its champions first) is kept as history, and the season counts again from the week after its last week, on
// the pool's own season start (the field pick'em pools count their season from), until the new last day.
import "server-only";
import type { CardSeason } from "@/lib/contracts/card-pools";
import { db } from "@/lib/db";
import { addWeeks, mondayOf } from "@/lib/domain/pool-weeks";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { ownedPool } from "../pool-access";
import { lockCardPool } from "./card-pool-lock";
import { memberCardPool, type CardPoolRow, type Db } from "./card-pool-row";
import { cardSeasonOver } from "./card-season-table";
import { cardWeekRange } from "./card-week-range";
import { cardSeasonView } from "./get-card-season";
import { tellCardChampions } from "./tell-card-champions";
import { writeCardSeason } from "./write-card-season";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The finished season and its final table as settlement stored it, its champions first. */
async function keepSeason(tx: Db, pool: CardPoolRow & { seasonEnd: string }): Promise<void> {
  await tx.cardSeason.create({ data: { poolId: pool.poolId, start: day(pool.seasonStart), end: day(pool.seasonEnd), dropWeeks: pool.dropWeeks } });
  await tx.$executeRaw`
    INSERT INTO "CardSeasonRow" ("poolId", "start", "userId", "rank", "points", "wins", "autoPicks", "decidedBy", "droppedWeeks")
    SELECT "poolId", ${pool.seasonStart}::date, "userId", "rank", "points", "wins", "autoPicks", "decidedBy", "droppedWeeks"
    FROM "CardSeasonStanding" WHERE "poolId" = ${pool.poolId}`;
}

export async function startNextCardSeason(caller: Caller, poolId: string, seasonEnd: string, now = new Date()): Promise<CardSeason> {
  requireVerified(caller);
  await ownedPool(poolId, caller.id);
  return db.$transaction(async (tx) => {
    // Two clicks at once queue here: the second finds the new season, not over, and is refused. The pool's lock comes
    // first, as settlement takes it before it writes the pool's row.
    await lockCardPool(tx, poolId);
    await tx.$executeRaw`SELECT 1 FROM "CardPool" WHERE "poolId" = ${poolId} FOR UPDATE`;
    const pool = await memberCardPool(tx, poolId, caller.id);
    if (!(await cardSeasonOver(tx, pool, now)) || pool.seasonEnd === null) throw new AppError("SEASON_NOT_OVER");
    // A last day set before the season's first week leaves a season of no weeks: nothing to keep, and it starts where it was.
    const empty = mondayOf(pool.seasonEnd) < pool.seasonStart;
    const start = empty ? pool.seasonStart : addWeeks(mondayOf(pool.seasonEnd), 1);
    if (mondayOf(seasonEnd) < cardWeekRange(undefined, now).week) {
      throw new AppError("VALIDATION_ERROR", { issues: [{ path: "seasonEnd", message: "The new season ends this week or later" }] });
    }
    // A season the scheduled run has not told the members the end of yet is told now, before it becomes history.
    await tellCardChampions(tx, pool);
    if (!empty) await keepSeason(tx, { ...pool, seasonEnd: pool.seasonEnd });
    await tx.pool.update({ where: { id: poolId }, data: { seasonStart: day(start) } });
    await tx.cardPool.update({ where: { poolId }, data: { seasonEnd: day(seasonEnd) } });
    // The new season's table: every member on what its weeks so far hold.
    await writeCardSeason(tx, { ...pool, seasonStart: start, seasonEnd });
    return cardSeasonView(tx, { ...pool, seasonStart: start, seasonEnd }, now);
  });
}

// A card pool's season as its members see it: the weeks so far with each settled week's winners (as a pick'em pool
// lists them), the champions once the season is over, and the finished seasons kept as history with their champions.
import "server-only";
import type { CardSeason } from "@/lib/contracts/card-pools";
import { db } from "@/lib/db";
import { fromDbLeague } from "@/lib/domain/leagues";
import { poolWeeks, weekLabel } from "@/lib/domain/pool-weeks";
import type { Caller } from "@/lib/server/auth/caller";
import { isoDay } from "../pool-season";
import { memberCardPool, type CardPoolRow, type Db } from "./card-pool-row";
import { seasonLastWeek, seasonOver, seasonWeekFinals } from "./card-season-table";
import { cardWeekRange } from "./card-week-range";
import { seasonChampions } from "./tell-card-champions";

type Winner = { week: string; userId: string; username: string | null; points: string; decidedBy: string | null };
type Champion = { start: Date; userId: string; username: string | null; points: string };

const asStep = (step: string | null) => step as CardSeason["weeks"]["weeks"][number]["winners"][number]["decidedBy"];

export async function cardSeasonView(tx: Db, pool: CardPoolRow, now = new Date()): Promise<CardSeason> {
  const current = cardWeekRange(undefined, now).week;
  const lastWeek = seasonLastWeek(pool, now);
  const [leaders, winners, finals, seasons, champions] = await Promise.all([
    seasonChampions(tx, pool.poolId),
    tx.$queryRaw<Winner[]>`
      SELECT to_char(r."week", 'YYYY-MM-DD') AS "week", r."userId", u."username", r."points"::text AS "points", r."decidedBy"
      FROM "CardWeekResult" r JOIN "User" u ON u."id" = r."userId"
      WHERE r."poolId" = ${pool.poolId} AND r."final" AND r."rank" = 1 AND r."points" > 0 AND r."week" BETWEEN ${pool.seasonStart}::date AND ${lastWeek}::date
      ORDER BY r."week" DESC, r."userId"`,
    seasonWeekFinals(tx, pool, lastWeek),
    tx.cardSeason.findMany({ where: { poolId: pool.poolId }, orderBy: { start: "desc" }, select: { start: true, end: true, dropWeeks: true } }),
    tx.$queryRaw<Champion[]>`
      SELECT s."start", s."userId", u."username", s."points"::text AS "points"
      FROM "CardSeasonRow" s JOIN "User" u ON u."id" = s."userId"
      WHERE s."poolId" = ${pool.poolId} AND s."rank" = 1
      ORDER BY s."start" DESC, s."userId"`,
  ]);
  const over = seasonOver(pool, finals, now);
  const leagues = pool.leagues.map(fromDbLeague);
  return {
    weeks: {
      current,
      seasonStart: pool.seasonStart,
      weeks: poolWeeks(pool.seasonStart, lastWeek).map((week) => ({
        start: week,
        label: weekLabel(week, leagues),
        final: finals.get(week) === true,
        winners: winners.filter((row) => row.week === week).map(({ userId, username, points, decidedBy }) => ({ userId, username, points, decidedBy: asStep(decidedBy) })),
      })),
    },
    seasonEnd: pool.seasonEnd,
    over,
    champions: over ? leaders : [],
    past: seasons.map((season) => ({
      start: isoDay(season.start),
      end: isoDay(season.end),
      dropWeeks: season.dropWeeks,
      champions: champions.filter((row) => row.start.getTime() === season.start.getTime()).map(({ userId, username, points }) => ({ userId, username, points })),
    })),
  };
}

export async function getCardSeason(caller: Caller, poolId: string, now = new Date()): Promise<CardSeason> {
  return cardSeasonView(db, await memberCardPool(db, poolId, caller.id), now);
}

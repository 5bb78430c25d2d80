// The week on one screen: every member by every game of the card. A cell shows its pick once the game has started (the
// caller's own always), with its result and points; before, only that a pick was made. A guess of the last game's total
// shows once that game starts. Each row has the member's points so far and the most they can still reach as the caller
// may know it (lib/domain/card-reach).
import "server-only";
import type { CardGrid } from "@/lib/contracts/card-pools";
import { db } from "@/lib/db";
import { cardSize } from "@/lib/domain/card-pool-settings";
import { visibleReach } from "@/lib/domain/card-reach";
import { pointsUnits, unitsText } from "@/lib/domain/pool-tiebreak";
import type { Caller } from "@/lib/server/auth/caller";
import { gameView, lastGameOf, readCardGames } from "./card-games";
import { pickView, type CardPickRow } from "./card-picks";
import { memberCardPool } from "./card-pool-row";
import { cardWeekRange } from "./card-week-range";

export async function getCardGrid(caller: Caller, poolId: string, week?: string): Promise<CardGrid> {
  const pool = await memberCardPool(db, poolId, caller.id);
  const range = cardWeekRange(week);
  const [games, members, picks] = await Promise.all([
    readCardGames(db, pool, range),
    db.$queryRaw<{ userId: string; username: string | null; guess: number | null }[]>`
      SELECT m."userId", u."username", g."guess"
      FROM "PoolMember" m JOIN "User" u ON u."id" = m."userId"
      LEFT JOIN "CardWeekResult" r ON r."poolId" = m."poolId" AND r."userId" = m."userId" AND r."week" = ${range.week}::date
      LEFT JOIN "CardTiebreakGuess" g ON g."poolId" = m."poolId" AND g."userId" = m."userId" AND g."week" = ${range.week}::date
      WHERE m."poolId" = ${pool.poolId}
      ORDER BY r."rank" ASC NULLS LAST, u."username", m."userId"`,
    db.$queryRaw<CardPickRow[]>`
      SELECT cp."id", cp."userId", cp."fixtureId", cp."side"::text AS "side", cp."point"::float8 AS "point", cp."price", cp."opposingPrice",
             cp."confidence", cp."auto", cp."outcome"::text AS "outcome", cp."points"::text AS "points",
             (f."startsAt" <= now() OR f."status" <> 'PREGAME') AS "started"
      FROM "CardPick" cp JOIN "Fixture" f ON f."id" = cp."fixtureId"
      WHERE cp."poolId" = ${pool.poolId} AND cp."week" = ${range.week}::date`,
  ]);
  const last = lastGameOf(games);
  const guessesOpen = !last || !last.started;
  const size = cardSize(pool.picking, pool.pickCount, games.length);
  const byMember = new Map<string, CardPickRow[]>();
  for (const pick of picks) byMember.set(pick.userId, [...(byMember.get(pick.userId) ?? []), pick]);
  return {
    week: range.week,
    games: games.map(gameView),
    finalTotal: last && last.status === "FINAL" && last.homeScore !== null && last.awayScore !== null ? last.homeScore + last.awayScore : null,
    rows: members.map((member) => {
      const own = member.userId === caller.id;
      const mine = byMember.get(member.userId) ?? [];
      const cells = games.map((game): CardGrid["rows"][number]["cells"][number] => {
        const pick = mine.find((row) => row.fixtureId === game.fixtureId);
        if (!pick) return { fixtureId: game.fixtureId, state: "none" };
        if (!own && !pick.started) return { fixtureId: game.fixtureId, state: "hidden" };
        return { ...pickView(pick), state: "shown" };
      });
      const reachPicks = mine.map((pick) => ({ ...pick, settled: pick.outcome !== null, units: pointsUnits(pick.points) }));
      const settled = reachPicks.filter((pick) => pick.settled && (own || pick.started)).reduce((sum, pick) => sum + pick.units, 0);
      return {
        userId: member.userId,
        username: member.username,
        cells,
        guess: member.guess === null ? null : own || !guessesOpen ? member.guess : "hidden",
        points: unitsText(settled),
        maxPoints: unitsText(visibleReach({ scoring: pool.scoring, picking: pool.picking, size, games, picks: reachPicks, own })),
      };
    }),
  };
}

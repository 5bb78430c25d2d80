// The week on one screen: members by the card's games, a page at a time in the week's order (card-page-cursor), with
// the caller's own row always. A cell shows its pick once the game has started (the caller's own always), with its
// result and points; before, only that a pick was made. A guess of the last game's total shows once that game starts.
// Each row has the member's points so far and the most they can still reach as the caller may know it
// (lib/domain/card-reach). Only the page's members' picks are read: the order comes from the stored week results.
// No "server-only" import: the card grid bench runs this exact code outside Next.js, on its own client.
import type { CardGrid } from "@/lib/contracts/card-pools";
import { cardSize } from "@/lib/domain/card-pool-settings";
import { visibleReach } from "@/lib/domain/card-reach";
import { pointsUnits, unitsText } from "@/lib/domain/pool-tiebreak";
import { Prisma } from "@/lib/generated/prisma/client";
import { gameView, lastGameOf, readCardGames } from "./card-games";
import { pickView, type CardPickRow } from "./card-picks";
import type { CardPoolRow, Db } from "./card-pool-row";
import { cardWeekRange } from "./card-week-range";
import { CARD_PAGE_SIZE, nextCursor, pageMembers, parseCursor, type Place } from "./card-page-cursor";

/**
 * The page's members in the week's order: ranked members by (rank, member) from the results' index, then members
 * without a result yet (joined since the last settlement) by id; one row more than the page says whether one follows.
 */
function pageSql(poolId: string, week: string, after: Place | null): Prisma.Sql {
  const take = CARD_PAGE_SIZE + 1;
  const unranked = Prisma.sql`
    (SELECT m."userId", NULL::int AS "rank" FROM "PoolMember" m
     WHERE m."poolId" = ${poolId} AND m."userId" > ${after?.rank === null ? after.userId : ""}
       AND NOT EXISTS (SELECT 1 FROM "CardWeekResult" r WHERE r."poolId" = m."poolId" AND r."week" = ${week}::date AND r."userId" = m."userId")
     ORDER BY m."userId" LIMIT ${take})`;
  if (after?.rank === null) return unranked;
  return Prisma.sql`
    (SELECT r."userId", r."rank" FROM "CardWeekResult" r
     WHERE r."poolId" = ${poolId} AND r."week" = ${week}::date AND (r."rank", r."userId") > (${after?.rank ?? 0}::int, ${after?.userId ?? ""})
     ORDER BY r."rank", r."userId" LIMIT ${take})
    UNION ALL ${unranked}
    LIMIT ${take}`;
}

export async function readCardGrid(db: Db, pool: CardPoolRow, callerId: string, week?: string, after?: string): Promise<CardGrid> {
  const range = cardWeekRange(week);
  const page = pageSql(pool.poolId, range.week, after ? parseCursor(after) : null);
  // The page's members (and the row after it) and the caller: their names, guesses and picks are read beside the page
  // itself, every read at once.
  const readers = Prisma.sql`(SELECT "userId" FROM (${page}) p UNION ALL SELECT ${callerId})`;
  const [games, places, members, picks] = await Promise.all([
    readCardGames(db, pool, range),
    db.$queryRaw<Place[]>`${page}`,
    db.$queryRaw<{ userId: string; username: string | null; guess: number | null }[]>`
      SELECT m."userId", u."username", g."guess"
      FROM "PoolMember" m JOIN "User" u ON u."id" = m."userId"
      LEFT JOIN "CardTiebreakGuess" g ON g."poolId" = m."poolId" AND g."userId" = m."userId" AND g."week" = ${range.week}::date
      WHERE m."poolId" = ${pool.poolId} AND m."userId" IN ${readers}`,
    db.$queryRaw<CardPickRow[]>`
      SELECT cp."id", cp."userId", cp."fixtureId", cp."side"::text AS "side", cp."point"::float8 AS "point", cp."price", cp."opposingPrice",
             cp."confidence", cp."auto", cp."outcome"::text AS "outcome", cp."points"::text AS "points",
             (f."startsAt" <= now() OR f."status" <> 'PREGAME') AS "started"
      FROM "CardPick" cp JOIN "Fixture" f ON f."id" = cp."fixtureId"
      WHERE cp."poolId" = ${pool.poolId} AND cp."week" = ${range.week}::date AND cp."userId" IN ${readers}`,
  ]);
  const ids = pageMembers(places, callerId);
  const last = lastGameOf(games);
  const guessesOpen = !last || !last.started;
  const size = cardSize(pool.picking, pool.pickCount, games.length);
  const byMember = new Map<string, CardPickRow[]>();
  for (const pick of picks) byMember.set(pick.userId, [...(byMember.get(pick.userId) ?? []), pick]);
  const profile = new Map(members.map((member) => [member.userId, member]));
  return {
    week: range.week,
    games: games.map(gameView),
    finalTotal: last && last.status === "FINAL" && last.homeScore !== null && last.awayScore !== null ? last.homeScore + last.awayScore : null,
    next: nextCursor(places),
    rows: ids.flatMap((userId) => {
      const member = profile.get(userId);
      if (!member) return [];
      const own = userId === callerId;
      const mine = byMember.get(userId) ?? [];
      const cells = games.map((game): CardGrid["rows"][number]["cells"][number] => {
        const pick = mine.find((row) => row.fixtureId === game.fixtureId);
        if (!pick) return { fixtureId: game.fixtureId, state: "none" };
        if (!own && !pick.started) return { fixtureId: game.fixtureId, state: "hidden" };
        return { ...pickView(pick), state: "shown" };
      });
      const reachPicks = mine.map((pick) => ({ ...pick, settled: pick.outcome !== null, units: pointsUnits(pick.points) }));
      const settled = reachPicks.filter((pick) => pick.settled && (own || pick.started)).reduce((sum, pick) => sum + pick.units, 0);
      return [
        {
          userId,
          username: member.username,
          cells,
          guess: member.guess === null ? null : own || !guessesOpen ? member.guess : "hidden",
          points: unitsText(settled),
          maxPoints: unitsText(visibleReach({ scoring: pool.scoring, picking: pool.picking, size, games, picks: reachPicks, own })),
        },
      ];
    }),
  };
}

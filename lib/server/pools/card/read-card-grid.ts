// The week on one screen: members by the card's games, a page at a time in the week's order (card-page-cursor), with
// the caller's own row always. A cell shows its pick once the game has started (the caller's own always), with its
// result and points; before, only that a pick was made. A guess of the last game's total shows once that game starts.
// Each row has the member's points so far and the most they can still reach as the caller may know it
// (lib/domain/card-reach). Only the page's members' picks are read: the order comes from the stored week results.
// The page comes as one JSON document from one statement: a row per member with the card kept once every game had
// started, and the guess; the picks of members without one come from a second statement, a pick whose game has not
// started by the database's clock reduced there to its game (so a hidden pick's side and number never leave the database
// for anyone but its owner), the guess likewise. The server lays the cells out, scores each pick from its game as it
// reads now, and sums the reach.
// No "server-only" import: the card grid bench runs this exact code outside Next.js, on its own client.
import type { CardGrid } from "@/lib/contracts/card-pools";
import { cardSize } from "@/lib/domain/card-pool-settings";
import { visibleReach, type ReachPick } from "@/lib/domain/card-reach";
import { cardPickOutcome, winUnits } from "@/lib/domain/card-scoring";
import { unitsText } from "@/lib/domain/pool-tiebreak";
import { PREPARED } from "@/lib/db-prepared";
import { Prisma } from "@/lib/generated/prisma/client";
import { gameStartedSql } from "@/lib/server/fixtures/game-started-sql";
import { gameView, lastGameOf, readCardGames } from "./card-games";
import type { CardPickRow } from "./card-picks";
import { onCardSql } from "./card-lines";
import type { CardPoolRow, Db } from "./card-pool-row";
import { cardWeekRange } from "./card-week-range";
import { CARD_PAGE_SIZE, nextCursor, parseCursor, type Place } from "./card-page-cursor";
import { GRID_PICK } from "./closed-cards";

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

/**
 * A pick as the grid's statement hands it over (closed-cards GRID_PICK): whole when the reader may see it (their own, or
 * its game has started), else only its game, so a hidden pick's side and number never leave the database.
 */
type GridPick = [fixtureId: number, side: CardPickRow["side"], point: number | null, price: number, confidence: number | null, auto: boolean] | [fixtureId: number];
type GridPage = {
  /** The page's places in order, one more than the page when another follows. */
  places: Place[];
  /** The page's members, then the caller when beyond it, in that order; picks null when their picks must be read. */
  rows: { userId: string; username: string | null; guess: number | "hidden" | null; picks: GridPick[] | null }[];
};

/**
 * The page and its members' rows as the caller may see them, as one JSON text, with each member's card kept once every
 * game had started (closed-cards) while no game of the card began after it was kept; null otherwise (a week still being
 * played, a member without a kept card), for readGridPicks.
 */
function gridSql(pool: CardPoolRow, range: ReturnType<typeof cardWeekRange>, callerId: string, page: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${PREPARED}
    WITH page AS (${page}),
    placed AS (SELECT "userId", "rank", row_number() OVER (ORDER BY "rank" NULLS LAST, "userId") AS n FROM page),
    shown AS (
      SELECT "userId", n FROM placed WHERE n <= ${CARD_PAGE_SIZE}
      UNION ALL SELECT ${callerId}, ${CARD_PAGE_SIZE + 1} WHERE NOT EXISTS (SELECT 1 FROM placed WHERE "userId" = ${callerId} AND n <= ${CARD_PAGE_SIZE})
    ),
    -- The week's last game: the guesses of its total stay hidden until it starts, and no kept card predates its kickoff.
    card AS (
      SELECT NOT coalesce(l.started, false) AS "guessesOpen", l."startsAt" AS "lastKickoff"
      FROM (SELECT 1) one
      LEFT JOIN LATERAL (SELECT f."startsAt", ${gameStartedSql()} AS started FROM "Fixture" f WHERE ${onCardSql(pool, range)}
                         ORDER BY f."startsAt" DESC, f."id" DESC LIMIT 1) l ON true
    )
    SELECT json_build_object(
      'places', (SELECT coalesce(json_agg(json_build_object('userId', "userId", 'rank', "rank") ORDER BY n), '[]'::json) FROM placed),
      'rows', (
        SELECT coalesce(json_agg(json_build_object(
          'userId', s."userId", 'username', u."username",
          'guess', CASE WHEN g."guess" IS NULL THEN NULL WHEN s."userId" = ${callerId} OR NOT k."guessesOpen" THEN to_json(g."guess") ELSE '"hidden"'::json END,
          'picks', CASE WHEN r."cardAt" >= k."lastKickoff" THEN r."card" END
        ) ORDER BY s.n), '[]'::json)
        FROM shown s CROSS JOIN card k
        JOIN "PoolMember" m ON m."poolId" = ${pool.poolId} AND m."userId" = s."userId"
        JOIN "User" u ON u."id" = s."userId"
        LEFT JOIN "CardTiebreakGuess" g ON g."poolId" = ${pool.poolId} AND g."userId" = s."userId" AND g."week" = ${range.week}::date
        LEFT JOIN "CardWeekResult" r ON r."poolId" = ${pool.poolId} AND r."week" = ${range.week}::date AND r."userId" = s."userId"
      )
    )::text AS "grid"`;
}

/**
 * The picks of the members without a usable kept card, as the caller may see them, as one JSON object by member: whole
 * when the caller's own or their game has started, else only the game.
 */
async function readGridPicks(db: Db, pool: CardPoolRow, range: ReturnType<typeof cardWeekRange>, callerId: string, userIds: string[]): Promise<Record<string, GridPick[]>> {
  const [{ picks }] = await db.$queryRaw<{ picks: string }[]>`${PREPARED}
    WITH games AS (SELECT f."id", ${gameStartedSql()} AS started FROM "Fixture" f WHERE ${onCardSql(pool, range)})
    SELECT coalesce(json_object_agg(p."userId", p."picks"), '{}'::json)::text AS "picks" FROM (
      SELECT cp."userId", json_agg(CASE WHEN cp."userId" = ${callerId} OR coalesce(c.started, (SELECT ${gameStartedSql()} FROM "Fixture" f WHERE f."id" = cp."fixtureId"))
               THEN ${GRID_PICK} ELSE json_build_array(cp."fixtureId") END) AS "picks"
      -- A pick of a game off the card (the pool's leagues changed since) is judged by its own game's clock.
      FROM "CardPick" cp LEFT JOIN games c ON c."id" = cp."fixtureId"
      WHERE cp."poolId" = ${pool.poolId} AND cp."week" = ${range.week}::date AND cp."userId" = ANY(${userIds}::text[])
      GROUP BY cp."userId"
    ) p`;
  return JSON.parse(picks) as Record<string, GridPick[]>;
}

export async function readCardGrid(db: Db, pool: CardPoolRow, callerId: string, week?: string, after?: string): Promise<CardGrid> {
  const range = cardWeekRange(week);
  const page = pageSql(pool.poolId, range.week, after ? parseCursor(after) : null);
  const [games, [{ grid }]] = await Promise.all([readCardGames(db, pool, range), db.$queryRaw<{ grid: string }[]>`${gridSql(pool, range, callerId, page)}`]);
  const { places, rows: members } = JSON.parse(grid) as GridPage;
  const unkept = members.filter((row) => row.picks === null).map((row) => row.userId);
  const read = unkept.length > 0 ? await readGridPicks(db, pool, range, callerId, unkept) : {};
  const rows = members.map((row) => ({ ...row, picks: row.picks ?? read[row.userId] ?? [] }));
  const last = lastGameOf(games);
  const size = cardSize(pool.picking, pool.pickCount, games.length);
  // Each game's column, looked up once per pick instead of a map per row.
  const column = new Map(games.map((game, index) => [game.fixtureId, index]));
  type Cell = CardGrid["rows"][number]["cells"][number];
  return {
    week: range.week,
    games: games.map(gameView),
    finalTotal: last && last.status === "FINAL" && last.homeScore !== null && last.awayScore !== null ? last.homeScore + last.awayScore : null,
    next: nextCursor(places),
    rows: rows.map(({ userId, username, guess, picks }) => {
      const own = userId === callerId;
      const placed: (Cell | undefined)[] = new Array(games.length);
      const reachPicks: ReachPick[] = [];
      let settled = 0;
      for (const pick of picks) {
        const at = column.get(pick[0]);
        if (pick.length === 1) {
          if (at !== undefined) placed[at] = { fixtureId: pick[0], state: "hidden" };
          continue;
        }
        const [fixtureId, side, point, price, confidence, auto] = pick;
        // A pick of a game off the card (the pool's leagues changed since) is not on the grid and scores nothing here.
        const outcome = at !== undefined ? cardPickOutcome(games[at], { side, point }) : null;
        const units = outcome === "WIN" ? winUnits({ confidence, price }, pool.scoring) : 0;
        if (outcome !== null) settled += units;
        if (at !== undefined) placed[at] = { fixtureId, side, point, price, confidence, auto, outcome, points: unitsText(units), state: "shown" };
        // Every whole pick is one the caller may see, which is all the reach asks of "started".
        reachPicks.push({ fixtureId, started: true, settled: outcome !== null, units, confidence, price });
      }
      const cells = games.map((game, index): Cell => placed[index] ?? { fixtureId: game.fixtureId, state: "none" });
      return {
        userId,
        username,
        cells,
        guess,
        points: unitsText(settled),
        maxPoints: unitsText(visibleReach({ scoring: pool.scoring, picking: pool.picking, size, games, picks: reachPicks, own })),
      };
    }),
  };
}

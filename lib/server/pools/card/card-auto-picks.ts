// Automatic picks for missed card games, when the owner chose them: once a game has started, every member who joined
// before its kickoff and has no pick on it gets the market's favourite at kickoff (the card's frozen line, or the
// closing line), marked automatic, with the lowest confidence numbers nobody on their card holds, in kickoff order.
// A Pick N card leaves empty slots empty (the games are the member's choice), and a game without a line gets none.
// One INSERT for every member at once: only the due games and their favourites are worked out here.
// No "server-only" import: the scheduled sync runs it outside Next.js.
import { cardSize } from "@/lib/domain/card-pool-settings";
import { favouriteSide, type CardSide } from "@/lib/domain/card-scoring";
import { Prisma } from "@/lib/generated/prisma/client";
import { gameStartedSql } from "@/lib/server/fixtures/game-started-sql";
import { onCardSql } from "./card-lines";
import type { CardPoolRow, Db } from "./card-pool-row";
import type { CardWeekRange } from "./card-week-range";
import { forgetClosedCards } from "./closed-cards";

type KickoffGame = { fixtureId: number; startsAt: Date; started: boolean; playable: boolean; homePoint: number | null; homePrice: number | null; awayPrice: number | null };

/** The line at kickoff over fixture f and frozen line cl: the card's, or the closing line (the current one when none was kept). */
function kickoffLine(pool: CardPoolRow): Prisma.Sql {
  if (pool.lines === "CARD") return Prisma.raw(`cl."homePoint" AS "homePoint", cl."homePrice" AS "homePrice", cl."awayPrice" AS "awayPrice"`);
  if (pool.market === "SPREAD") {
    return Prisma.raw(`CASE WHEN f."closingLineAt" IS NULL THEN f."homeSpread" ELSE f."closingHomeSpread" END AS "homePoint",
      CASE WHEN f."closingLineAt" IS NULL THEN f."homeSpreadPrice" ELSE f."closingHomeSpreadPrice" END AS "homePrice",
      CASE WHEN f."closingLineAt" IS NULL THEN f."awaySpreadPrice" ELSE f."closingAwaySpreadPrice" END AS "awayPrice"`);
  }
  return Prisma.raw(`NULL::numeric AS "homePoint", CASE WHEN f."closingLineAt" IS NULL THEN f."homeMoneyLine" ELSE f."closingHomeMoneyLine" END AS "homePrice",
    CASE WHEN f."closingLineAt" IS NULL THEN f."awayMoneyLine" ELSE f."closingAwayMoneyLine" END AS "awayPrice"`);
}

function favourite(pool: CardPoolRow, game: KickoffGame): CardSide | null {
  if (game.homePrice === null || game.awayPrice === null) return null;
  const spread = game.homePoint === null ? null : { home: { point: game.homePoint, price: game.homePrice }, away: { point: -game.homePoint, price: game.awayPrice } };
  return favouriteSide(pool.market, { moneyLine: { home: game.homePrice, away: game.awayPrice }, spread });
}

/**
 * The started games some member still has no pick on: fewer picks on a game than members who joined before its kickoff
 * (a pick needs a member who joined before it; one game at a time from the card picks' (pool, week, game) index). Once a
 * game's automatic picks are made it drops out here, so a run after kickoff reads counts, not every member's card.
 */
async function withMissedPicks(db: Db, pool: CardPoolRow, range: CardWeekRange, games: KickoffGame[]): Promise<KickoffGame[]> {
  if (games.length === 0) return games;
  const rows = await db.$queryRaw<{ fixtureId: number }[]>`
    SELECT d."fixtureId" FROM unnest(${games.map((game) => game.fixtureId)}::int[], ${games.map((game) => game.startsAt)}::timestamptz[]) AS d("fixtureId", "startsAt")
    WHERE (SELECT count(*) FROM "PoolMember" m WHERE m."poolId" = ${pool.poolId} AND m."joinedAt" < d."startsAt")
        > (SELECT count(*) FROM "CardPick" x WHERE x."poolId" = ${pool.poolId} AND x."week" = ${range.week}::date AND x."fixtureId" = d."fixtureId")`;
  const missed = new Set(rows.map((row) => row.fixtureId));
  return games.filter((game) => missed.has(game.fixtureId));
}

/** Makes the week's due automatic picks; returns how many. */
export async function makeAutoPicks(db: Db, pool: CardPoolRow, range: CardWeekRange): Promise<number> {
  if (pool.missed !== "FAVOURITE" || pool.picking !== "EVERY_GAME") return 0;
  const games = await db.$queryRaw<KickoffGame[]>`
    SELECT f."id" AS "fixtureId", f."startsAt", ${gameStartedSql()} AS "started",
           f."status" NOT IN ('POSTPONED', 'CANCELED') AS "playable", l."homePoint"::float8 AS "homePoint", l."homePrice", l."awayPrice"
    FROM "Fixture" f
    LEFT JOIN "CardLine" cl ON cl."poolId" = ${pool.poolId} AND cl."fixtureId" = f."id"
    CROSS JOIN LATERAL (SELECT ${kickoffLine(pool)}) l
    WHERE ${onCardSql(pool, range)}
    ORDER BY f."startsAt", f."id"`;
  const due = await withMissedPicks(db, pool, range, games.filter((game) => game.started && game.playable && favourite(pool, game) !== null));
  if (due.length === 0) return 0;
  const size = cardSize(pool.picking, pool.pickCount, games.length);
  const sides = due.map((game) => favourite(pool, game)!);
  const home = (index: number) => sides[index] === "HOME";
  // Each member's missed due games in kickoff order (k), and for confidence the numbers nobody on their card holds,
  // lowest first (k): the k-th missed game takes the k-th free number, as automaticNumbers gives them; a game left
  // without a number stays missed.
  const numbered = pool.scoring === "CONFIDENCE";
  const picks = Prisma.sql`
    WITH due AS (
      SELECT * FROM unnest(${due.map((game) => game.fixtureId)}::int[], ${due.map((game) => game.startsAt)}::timestamptz[], ${sides}::text[],
                           ${due.map((game, i) => (game.homePoint === null ? null : home(i) ? game.homePoint : -game.homePoint))}::numeric[],
                           ${due.map((game, i) => (home(i) ? game.homePrice : game.awayPrice))}::int[],
                           ${due.map((game, i) => (home(i) ? game.awayPrice : game.homePrice))}::int[])
        WITH ORDINALITY AS d("fixtureId", "startsAt", "side", "point", "price", "opposing", "order")
    ), missing AS (
      SELECT m."userId", d.*, row_number() OVER (PARTITION BY m."userId" ORDER BY d."order") AS k
      FROM "PoolMember" m CROSS JOIN due d
      WHERE m."poolId" = ${pool.poolId} AND d."startsAt" > m."joinedAt"
        AND NOT EXISTS (SELECT 1 FROM "CardPick" x
                        WHERE x."poolId" = m."poolId" AND x."week" = ${range.week}::date AND x."userId" = m."userId" AND x."fixtureId" = d."fixtureId")
    ), free AS (
      SELECT u."userId", n."number", row_number() OVER (PARTITION BY u."userId" ORDER BY n."number") AS k
      FROM (SELECT DISTINCT "userId" FROM missing) u CROSS JOIN generate_series(1, ${numbered ? size : 0}::int) AS n("number")
      WHERE NOT EXISTS (SELECT 1 FROM "CardPick" x WHERE x."poolId" = ${pool.poolId} AND x."week" = ${range.week}::date AND x."userId" = u."userId" AND x."confidence" = n."number")
    )
    SELECT mi."userId", mi."fixtureId", mi."side", mi."point", mi."price", mi."opposing", fr."number" AS "confidence"
    FROM missing mi ${numbered ? Prisma.sql`JOIN free fr ON fr."userId" = mi."userId" AND fr.k = mi.k` : Prisma.sql`LEFT JOIN free fr ON false`}`;
  const made = await db.$executeRaw`
    INSERT INTO "CardPick" ("poolId", "userId", "week", "fixtureId", "side", "point", "price", "opposingPrice", "confidence", "auto")
    SELECT ${pool.poolId}, v."userId", ${range.week}::date, v."fixtureId", v."side"::"Side", v."point", v."price", v."opposing", v."confidence", true
    FROM (${picks}) v
    ON CONFLICT DO NOTHING`;
  // A card kept for the grid before these picks would show them missing.
  if (made > 0) await forgetClosedCards(db, pool.poolId, range.week);
  return made;
}

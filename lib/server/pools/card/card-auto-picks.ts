// Automatic picks for missed card games, when the owner chose them: once a game has started, every member who joined
// before its kickoff and has no pick on it gets the market's favourite at kickoff (the card's frozen line, or the
// closing line), marked automatic, with the lowest confidence numbers nobody on their card holds, in kickoff order.
// A Pick N card leaves empty slots empty (the games are the member's choice), and a game without a line gets none.
// No "server-only" import: the scheduled sync runs it outside Next.js.
import { automaticNumbers } from "@/lib/domain/card-confidence";
import { cardSize } from "@/lib/domain/card-pool-settings";
import { favouriteSide, type CardSide } from "@/lib/domain/card-scoring";
import { Prisma } from "@/lib/generated/prisma/client";
import { onCardSql } from "./card-lines";
import type { CardPoolRow, Db } from "./card-pool-row";
import type { CardWeekRange } from "./card-week-range";

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

/** Makes the week's due automatic picks; returns how many. */
export async function makeAutoPicks(db: Db, pool: CardPoolRow, range: CardWeekRange): Promise<number> {
  if (pool.missed !== "FAVOURITE" || pool.picking !== "EVERY_GAME") return 0;
  const games = await db.$queryRaw<KickoffGame[]>`
    SELECT f."id" AS "fixtureId", f."startsAt", (f."startsAt" <= now() OR f."status" <> 'PREGAME') AS "started",
           f."status" NOT IN ('POSTPONED', 'CANCELED') AS "playable", l."homePoint"::float8 AS "homePoint", l."homePrice", l."awayPrice"
    FROM "Fixture" f
    LEFT JOIN "CardLine" cl ON cl."poolId" = ${pool.poolId} AND cl."fixtureId" = f."id"
    CROSS JOIN LATERAL (SELECT ${kickoffLine(pool)}) l
    WHERE ${onCardSql(pool, range)}
    ORDER BY f."startsAt", f."id"`;
  const due = games.filter((game) => game.started && game.playable && favourite(pool, game) !== null);
  if (due.length === 0) return 0;
  const members = await db.$queryRaw<{ userId: string; joinedAt: Date; picked: number[]; numbers: number[] }[]>`
    SELECT m."userId", m."joinedAt",
           coalesce(array_agg(cp."fixtureId") FILTER (WHERE cp."fixtureId" IS NOT NULL), '{}') AS "picked",
           coalesce(array_agg(cp."confidence") FILTER (WHERE cp."confidence" IS NOT NULL), '{}') AS "numbers"
    FROM "PoolMember" m LEFT JOIN "CardPick" cp ON cp."poolId" = m."poolId" AND cp."userId" = m."userId" AND cp."week" = ${range.week}::date
    WHERE m."poolId" = ${pool.poolId}
      -- Only members missing a due game they were in the pool for: the rest (most, once the first run made theirs) need nothing.
      AND EXISTS (SELECT 1 FROM unnest(${due.map((game) => game.fixtureId)}::int[], ${due.map((game) => game.startsAt)}::timestamptz[]) d("fixtureId", "startsAt")
                  WHERE d."startsAt" > m."joinedAt"
                    AND NOT EXISTS (SELECT 1 FROM "CardPick" x WHERE x."poolId" = m."poolId" AND x."userId" = m."userId" AND x."fixtureId" = d."fixtureId"))
    GROUP BY m."userId", m."joinedAt"`;
  const size = cardSize(pool.picking, pool.pickCount, games.length);
  const rows: { userId: string; fixtureId: number; side: CardSide; point: number | null; price: number; opposing: number; confidence: number | null }[] = [];
  for (const member of members) {
    const picked = new Set(member.picked);
    const missed = due.filter((game) => !picked.has(game.fixtureId) && member.joinedAt < game.startsAt).map((game) => game.fixtureId);
    if (missed.length === 0) continue;
    const numbers = pool.scoring === "CONFIDENCE" ? automaticNumbers(missed, new Set(member.numbers), size) : null;
    for (const fixtureId of missed) {
      const game = due.find((row) => row.fixtureId === fixtureId)!;
      const side = favourite(pool, game)!;
      const home = side === "HOME";
      const confidence = numbers ? (numbers.get(fixtureId) ?? null) : null;
      // A confidence card with no number left cannot score the pick: it stays missed.
      if (numbers && confidence === null) continue;
      rows.push({
        userId: member.userId,
        fixtureId,
        side,
        point: game.homePoint === null ? null : home ? game.homePoint : -game.homePoint,
        price: home ? game.homePrice! : game.awayPrice!,
        opposing: home ? game.awayPrice! : game.homePrice!,
        confidence,
      });
    }
  }
  if (rows.length === 0) return 0;
  return db.$executeRaw`
    INSERT INTO "CardPick" ("poolId", "userId", "week", "fixtureId", "side", "point", "price", "opposingPrice", "confidence", "auto")
    SELECT ${pool.poolId}, v."userId", ${range.week}::date, v."fixtureId", v."side"::"Side", v."point", v."price", v."opposing", v."confidence", true
    FROM unnest(${rows.map((row) => row.userId)}::text[], ${rows.map((row) => row.fixtureId)}::int[], ${rows.map((row) => row.side)}::text[],
                ${rows.map((row) => row.point)}::numeric[], ${rows.map((row) => row.price)}::int[], ${rows.map((row) => row.opposing)}::int[],
                ${rows.map((row) => row.confidence)}::int[]) AS v("userId", "fixtureId", "side", "point", "price", "opposing", "confidence")
    ON CONFLICT DO NOTHING`;
}

// A card pool's rules as its use cases read them, and the member's way in: members see it, everyone else is told it does
// not exist, and a pool of another kind says what it is.
// No "server-only" import: settlement runs from `npm run sync` and the bench, outside Next.js.
import type { CardLines, CardMissed, CardPicking } from "@/lib/domain/card-pool-settings";
import type { CardMarket, CardScoring } from "@/lib/domain/card-scoring";
import type { DbLeague } from "@/lib/domain/leagues";
import { POOL_NOT_FOUND } from "@/lib/domain/pools";
import { PREPARED } from "@/lib/db-prepared";
import { AppError } from "@/lib/errors/app-error";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { appTimeZone } from "@/lib/settings";
import { isoDay, seasonStartOf } from "../pool-season";

export type Db = PrismaClient | Prisma.TransactionClient;

export type CardPoolRow = {
  poolId: string;
  ownerId: string;
  leagues: DbLeague[];
  createdAt: Date;
  picking: CardPicking;
  pickCount: number | null;
  market: CardMarket;
  lines: CardLines;
  scoring: CardScoring;
  missed: CardMissed;
  dropWeeks: number;
  /** The season's first Monday: the owner's start (the pick'em pools' own field), or the week the pool was created. */
  seasonStart: string;
  seasonEnd: string | null;
};

export const NOT_CARD = "This is not a card pool: it has no weekly card";

type Row = Omit<CardPoolRow, "seasonStart" | "seasonEnd"> & { seasonStart: Date | null; seasonEnd: Date | null; kind: string; member: boolean };

async function readRow(db: Db, poolId: string, callerId: string | null): Promise<Row | null> {
  const [row] = await db.$queryRaw<Row[]>`${PREPARED}
    SELECT p."id" AS "poolId", p."ownerId", p."leagues"::text[] AS "leagues", p."createdAt", p."seasonStart", p."kind"::text AS "kind",
           c."picking"::text AS "picking", c."pickCount", c."market"::text AS "market", c."lines"::text AS "lines",
           c."scoring"::text AS "scoring", c."missed"::text AS "missed", c."dropWeeks", c."seasonEnd",
           EXISTS (SELECT 1 FROM "PoolMember" m WHERE m."poolId" = p."id" AND m."userId" = ${callerId}) AS "member"
    FROM "Pool" p LEFT JOIN "CardPool" c ON c."poolId" = p."id"
    WHERE p."id" = ${poolId}`;
  return row ?? null;
}

function toCardPool(row: Row): CardPoolRow {
  const { poolId, ownerId, leagues, createdAt, picking, pickCount, market, lines, scoring, missed, dropWeeks, seasonStart, seasonEnd } = row;
  return {
    poolId, ownerId, leagues, createdAt, picking, pickCount, market, lines, scoring, missed, dropWeeks,
    seasonStart: seasonStartOf({ createdAt, seasonStart }, appTimeZone()),
    seasonEnd: seasonEnd ? isoDay(seasonEnd) : null,
  };
}

/** Settlement's read: the pool's rules, null when it is not a card pool. */
export async function readCardPool(db: Db, poolId: string): Promise<CardPoolRow | null> {
  const row = await readRow(db, poolId, null);
  return row && row.kind === "CARD" ? toCardPool(row) : null;
}

/** A card pool of the caller's. An outsider gets the same NOT_FOUND as for a pool that never existed. */
export async function memberCardPool(db: Db, poolId: string, callerId: string): Promise<CardPoolRow> {
  const row = await readRow(db, poolId, callerId);
  if (!row || !row.member) throw new AppError("NOT_FOUND", { message: POOL_NOT_FOUND });
  if (row.kind !== "CARD") throw new AppError("NOT_FOUND", { message: NOT_CARD });
  return toCardPool(row);
}

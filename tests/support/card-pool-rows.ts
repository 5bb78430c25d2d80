// A card pool and its picks written straight to the database, for the tests of the database's own guards.
import crypto from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A card pool over the NFL and the NBA written straight to the database, owned by the first member. */
export function cardPoolRow(memberIds: string[], settings: Prisma.CardPoolCreateWithoutPoolInput = {}) {
  return db.pool.create({
    data: {
      name: "Card",
      kind: "CARD",
      leagues: ["NFL", "NBA"],
      ownerId: memberIds[0],
      inviteCode: crypto.randomBytes(16).toString("base64url"),
      members: { create: memberIds.map((userId) => ({ userId })) },
      card: { create: settings },
    },
  });
}

/** The database's Monday of the week an instant is in, as card picks store it (tests only compare rows with it). */
export const weekOf = (at: Date) => {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
};

export type ScoredCardPick = {
  fixtureId: number;
  side: "HOME" | "AWAY";
  confidence: number | null;
  auto: boolean;
  price: number;
  outcome: "WIN" | "LOOSE" | "PUSH" | null;
  /** To four places, as the tables print points: "3.0000". */
  points: string;
};

/** A member's card picks in the pool with their outcome and points as the database works them out now ("CardPickScored"). */
export function scoredCardPicks(poolId: string, userId: string): Promise<ScoredCardPick[]> {
  return db.$queryRaw<ScoredCardPick[]>`
    SELECT "fixtureId", "side"::text AS "side", "confidence", "auto", "price", "outcome"::text AS "outcome", "points"::text AS "points"
    FROM "CardPickScored" WHERE "poolId" = ${poolId} AND "userId" = ${userId} ORDER BY "fixtureId"`;
}

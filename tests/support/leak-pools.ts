// The pools the leak walks read: an ordinary pool of several members, an NBA survivor pool with one member's team
// picked on a game still to start, and a confidence card pool with one member's card pick and tiebreak guess, so the
// pool routes, the slate page and the card's grid have a pick to keep to themselves.
import crypto from "node:crypto";
import { db } from "@/lib/db";
import type { Side } from "@/lib/domain/enum-values";
import { slateOf } from "@/lib/domain/survivor-slates";
import { appTimeZone } from "@/lib/settings";
import { weekOfGame } from "@/lib/server/pools/card/card-week-range";

const inviteCode = () => crypto.randomBytes(16).toString("base64url");

/** A pick'em pool over the NFL and the NBA, owned by the first member. */
export function createPool(name: string, memberIds: string[], options: { hidePicks?: boolean } = {}) {
  return db.pool.create({
    data: {
      name,
      leagues: ["NFL", "NBA"],
      ownerId: memberIds[0],
      ...options,
      inviteCode: inviteCode(),
      members: { create: memberIds.map((userId) => ({ userId })) },
    },
  });
}

/** An NBA survivor pool of one life, owned by the first member, starting on the game's slate, where `pick` took a side of the game. */
export async function createSurvivorPoolWithPick(
  name: string,
  memberIds: string[],
  pick: { userId: string; game: { id: number; startsAt: Date; homeTeamId: number; awayTeamId: number }; side: Side },
) {
  const slate = new Date(`${slateOf(pick.game.startsAt, "nba", appTimeZone())}T00:00:00Z`);
  const pool = await db.pool.create({
    data: {
      name,
      kind: "SURVIVOR",
      leagues: ["NBA"],
      ownerId: memberIds[0],
      inviteCode: inviteCode(),
      members: { create: memberIds.map((userId) => ({ userId })) },
      survivor: { create: { league: "NBA", startSlate: slate, lives: 1 } },
    },
  });
  await db.survivorEntry.createMany({ data: memberIds.map((userId) => ({ poolId: pool.id, userId, lives: 1 })) });
  const teamId = pick.side === "HOME" ? pick.game.homeTeamId : pick.game.awayTeamId;
  await db.survivorPick.create({ data: { poolId: pool.id, userId: pick.userId, slate, fixtureId: pick.game.id, teamId, side: pick.side } });
  return pool;
}

/**
 * A confidence card pool over the NFL and the NBA, owned by the first member, for the week of `pick`'s game, where the
 * pick's member took a side of the game with confidence 1 and guessed the week's last game's total.
 */
export async function createCardPoolWithPick(
  name: string,
  memberIds: string[],
  pick: { userId: string; game: { id: number; startsAt: Date; homeMoneyLine: number | null; awayMoneyLine: number | null }; side: Side; guess: number },
) {
  const week = weekOfGame(pick.game.startsAt, appTimeZone());
  const pool = await db.pool.create({
    data: {
      name,
      kind: "CARD",
      leagues: ["NFL", "NBA"],
      ownerId: memberIds[0],
      inviteCode: inviteCode(),
      members: { create: memberIds.map((userId) => ({ userId })) },
      card: { create: { scoring: "CONFIDENCE" } },
    },
  });
  const home = pick.side === "HOME";
  const [price, opposingPrice] = home ? [pick.game.homeMoneyLine!, pick.game.awayMoneyLine!] : [pick.game.awayMoneyLine!, pick.game.homeMoneyLine!];
  const weekDate = new Date(`${week}T00:00:00Z`);
  const cardPick = await db.cardPick.create({ data: { poolId: pool.id, userId: pick.userId, week: weekDate, fixtureId: pick.game.id, side: pick.side, price, opposingPrice, confidence: 1 } });
  await db.cardTiebreakGuess.create({ data: { poolId: pool.id, userId: pick.userId, week: weekDate, guess: pick.guess } });
  return { id: pool.id, week, cardPickId: cardPick.id };
}

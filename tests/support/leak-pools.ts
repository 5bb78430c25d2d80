// The pools the leak walks read: an ordinary pool of several members, and an NBA survivor pool with one member's team
// picked on a game still to start, so the pool routes and the slate page have a pick to keep to themselves.
import crypto from "node:crypto";
import { db } from "@/lib/db";
import type { Side } from "@/lib/domain/enum-values";
import { slateOf } from "@/lib/domain/survivor-slates";
import { appTimeZone } from "@/lib/settings";

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

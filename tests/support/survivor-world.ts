// Survivor pools built straight in the database, on slates already played: a pool from a past first slate, games on a
// given slate and picks on them, for tests that drive the real SQL settlement through several slates.
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import { slateRange } from "@/lib/domain/survivor-slates";
import { createFixture } from "./factories";
import type { Side } from "@/lib/domain/enum-values";

const HOUR = 3_600_000;
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const date = (day: string) => new Date(`${day}T00:00:00Z`);

/** A running survivor pool of the given members (the first one owns it), each with the pool's lives. */
export async function pastPool(userIds: string[], settings: { league: League; startSlate: string; lives: number; autoPick?: boolean }) {
  const league = toDbLeague(settings.league);
  const pool = await db.pool.create({
    data: {
      name: "Survivor world",
      kind: "SURVIVOR",
      leagues: [league],
      ownerId: userIds[0],
      inviteCode: crypto.randomBytes(16).toString("base64url"),
      members: { create: userIds.map((userId) => ({ userId })) },
      survivor: { create: { league, startSlate: date(settings.startSlate), lives: settings.lives, autoPick: settings.autoPick ?? false } },
    },
  });
  await db.survivorEntry.createMany({ data: userIds.map((userId) => ({ poolId: pool.id, userId, lives: settings.lives })) });
  return pool.id;
}

/** A game of the slate, `hour` hours after the slate's first midnight in the zone (a week's Monday for the NFL). */
export function slateGame(league: League, slate: string, zone: string, hour = 12) {
  return createFixture({ league: toDbLeague(league), startsAt: new Date(slateRange(slate, league, zone).start.getTime() + hour * HOUR) });
}

/** A member's team pick on a slate, as the pick route writes it. */
export function teamPick(poolId: string, userId: string, slate: string, fixture: { id: number; homeTeamId: number; awayTeamId: number }, side: Side) {
  return db.survivorPick.create({
    data: { poolId, userId, slate: date(slate), fixtureId: fixture.id, side, teamId: side === "HOME" ? fixture.homeTeamId : fixture.awayTeamId },
  });
}

/** Members' team picks on one slate, written in the order given: [member's id, game, side]. */
export async function pickSlate(poolId: string, slate: string, picks: [string, { id: number; homeTeamId: number; awayTeamId: number }, Side][]) {
  for (const [userId, fixture, side] of picks) await teamPick(poolId, userId, slate, fixture, side);
}

/** A finished game's result as a correction writes it: another winner, counted as a correction. */
export function correct(fixtureId: number, winner: Side, corrections: number) {
  const [homeScore, awayScore] = winner === "HOME" ? [101, 99] : [99, 101];
  return db.fixture.update({ where: { id: fixtureId }, data: { status: "FINAL", homeScore, awayScore, winnerSide: winner, corrections } });
}

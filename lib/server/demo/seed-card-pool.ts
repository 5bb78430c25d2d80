// Seeds one demo card pool on the NFL (confidence points against the spread, the favourite picked for a missed game):
// the weeks before this one played and settled, with results, tiebreak guesses and an automatic pick, and this week's
// card with some members' picks in and others still to pick, so a fresh demo world shows every part of a card pool.
import crypto from "node:crypto";
import { fairProbability } from "@/lib/domain/closing-line";
import type { Side } from "@/lib/domain/enum-values";
import { addWeeks } from "@/lib/domain/pool-weeks";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { rngFor } from "@/lib/demo/random";
import { cardWeekRange, type CardWeekRange } from "@/lib/server/pools/card/card-week-range";
import { settleCardPool } from "@/lib/server/pools/card/settle-card-pools";
import { appTimeZone } from "@/lib/settings";
import type { SeededFixture } from "./seed-catalog";
import type { SeededPicker } from "./seed-pickers";
import { spreadOffered } from "./seed-picks";

export const DEMO_CARD_POOL_NAME = "Confidence Club";
const MEMBERS = 5;
/** Weeks before this one the pool has played. */
const PAST_WEEKS = 2;
/** This week, the last members have not picked yet: "still has to pick" has names in it. */
const FORGETFUL = 2;
const HOUR = 3_600_000;

type CardPickRow = { poolId: string; userId: string; week: Date; fixtureId: number; side: Side; point: number; price: number; opposingPrice: number; confidence: number };
type Picked = Omit<CardPickRow, "poolId" | "userId" | "week" | "confidence"> & { chance: number };

const day = (week: string) => new Date(`${week}T00:00:00Z`);

/** A member's pick of a game at an instant: mostly the side the spread's prices favour, at the spread offered then. */
function pickAt(fixture: SeededFixture, seed: string, member: string, at: Date): Picked | null {
  const spread = spreadOffered(fixture, seed, at);
  if (!spread) return null;
  const homeChance = fairProbability(spread.home.price, spread.away.price);
  const side: Side = rngFor(seed, "card-side", member, fixture.providerEventId)() < 0.5 + (homeChance - 0.5) * 4 ? "HOME" : "AWAY";
  const [own, other] = side === "HOME" ? [spread.home, spread.away] : [spread.away, spread.home];
  return { fixtureId: fixture.id, side, point: own.point, price: own.price, opposingPrice: other.price, chance: side === "HOME" ? homeChance : 1 - homeChance };
}

/** Confidence numbers as a member would place them: the highest on the picks they feel surest of (the chance, and a hunch). */
function numbered(picks: Picked[], size: number, seed: string, member: string): Omit<CardPickRow, "poolId" | "userId" | "week">[] {
  const hunch = (pick: Picked) => pick.chance + (rngFor(seed, "card-hunch", member, pick.fixtureId)() - 0.5) * 0.2;
  return [...picks]
    .sort((a, b) => hunch(b) - hunch(a))
    .map((pick, index) => ({ fixtureId: pick.fixtureId, side: pick.side, point: pick.point, price: pick.price, opposingPrice: pick.opposingPrice, confidence: size - index }));
}

function gamesIn(fixtures: readonly SeededFixture[], range: CardWeekRange): SeededFixture[] {
  return fixtures.filter((fixture) => fixture.league === "NFL" && fixture.startsAt >= range.start && fixture.startsAt < range.end);
}

export async function seedCardPool(
  db: PrismaClient,
  pickers: SeededPicker[],
  fixtures: readonly SeededFixture[],
  { now, seed }: { now: Date; seed: string },
): Promise<{ pools: number; created: number }> {
  const [owner] = pickers;
  if (!owner) return { pools: 0, created: 0 };
  if (await db.pool.findFirst({ where: { ownerId: owner.id, name: DEMO_CARD_POOL_NAME }, select: { id: true } })) return { pools: 1, created: 0 };
  const timeZone = appTimeZone();
  const current = cardWeekRange(undefined, now, timeZone);
  const past = Array.from({ length: PAST_WEEKS }, (_, index) => cardWeekRange(addWeeks(current.week, index - PAST_WEEKS), now, timeZone))
    .map((range) => ({ range, games: gamesIn(fixtures, range) }))
    .filter(({ games }) => games.length > 0 && games.every((game) => game.startsAt < now));
  const thisWeek = gamesIn(fixtures, current);
  if (past.length === 0 || thisWeek.length === 0) return { pools: 0, created: 0 };
  const members = pickers.slice(0, MEMBERS);
  const createdAt = new Date(past[0].range.start.getTime() + HOUR);
  const pool = await db.pool.create({
    data: {
      name: DEMO_CARD_POOL_NAME,
      description: "Every NFL game each week against the spread: rank your picks from surest to shakiest.",
      leagues: ["NFL"],
      kind: "CARD",
      ownerId: owner.id,
      inviteCode: crypto.createHash("sha256").update(`${seed}:demo-card-pool`).digest("base64url").slice(0, 22),
      createdAt,
      members: { create: members.map((member, index) => ({ userId: member.id, joinedAt: new Date(createdAt.getTime() + index * 60_000) })) },
      card: { create: { picking: "EVERY_GAME", market: "SPREAD", lines: "MEMBER", scoring: "CONFIDENCE", missed: "FAVOURITE" } },
    },
  });
  const picks: CardPickRow[] = [];
  const guesses: { poolId: string; userId: string; week: Date; guess: number }[] = [];
  const weeks = [...past.map(({ range, games }) => ({ range, games, open: false })), { range: current, games: thisWeek, open: true }];
  for (const [w, { range, games }] of weeks.entries()) {
    const lastWeek = w === past.length - 1;
    members.forEach((member, m) => {
      // This week the last members have not picked yet; last week, the last member missed the last game (the pool picks
      // the favourite for them at kickoff); the others pick every game a day before it starts, or now if that is later.
      const forgetful = range === current && m >= MEMBERS - FORGETFUL;
      if (forgetful) return;
      const played = lastWeek && m === MEMBERS - 1 ? games.slice(0, -1) : games;
      const chosen = played.flatMap((game) => {
        const at = new Date(Math.min(now.getTime(), game.startsAt.getTime() - 24 * HOUR + m * HOUR));
        const pick = at < game.startsAt ? pickAt(game, seed, member.username, at) : null;
        return pick ? [pick] : [];
      });
      for (const pick of numbered(chosen, games.length, seed, member.username)) picks.push({ poolId: pool.id, userId: member.id, week: day(range.week), ...pick });
      guesses.push({ poolId: pool.id, userId: member.id, week: day(range.week), guess: 38 + Math.floor(rngFor(seed, "card-guess", member.username, range.week)() * 16) });
    });
  }
  // The picks of games already started were made before their kickoffs in the demo's story: the guard that fixes a pick
  // once its game starts is set aside for this one insert, inside its transaction, so no other session ever sees it off.
  await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`ALTER TABLE "CardPick" DISABLE TRIGGER "CardPick_fixed_after_start"`);
    await tx.cardPick.createMany({ data: picks });
    await tx.$executeRawUnsafe(`ALTER TABLE "CardPick" ENABLE TRIGGER "CardPick_fixed_after_start"`);
    await tx.cardTiebreakGuess.createMany({ data: guesses });
  });
  // Settlement as the scheduled run does it: automatic picks, every week's results and the closed weeks' cards.
  await settleCardPool(db, pool.id, now);
  return { pools: 1, created: 1 + members.length + picks.length + guesses.length };
}

// Seeds the demo pickers' normal picks and a few parlays, with odds locked before each start.
import type { Side } from "@/lib/contracts/enums";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { moneyLineToDecimal, parlayQuote, roundOdds } from "@/lib/domain/odds";
import { insertNormalPicks, type PickInsert } from "./bulk-insert";
import { randomInt, rngFor, shuffled, unitFor, type Rng } from "./random";
import { DEMO_PROVIDER } from "./season";
import type { SeededFixture } from "./seed-catalog";
import type { SeededPicker } from "./seed-pickers";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// A picker plays about 30% of the board: more of their favourite league, less of the others.
const FAVOURITE_RATE = 0.45;
const OTHER_RATE = 0.25;
const PARLAY_SHARE = 0.25;
// Most people follow one or two sports: beyond the favourite, each other league is played by 35% of pickers.
const PLAYS_OTHER_LEAGUE = 0.35;

type Choice = { side: Side; moneyLine: number };

/** Sides weighted by their implied chance, so favourites get most of the picks, as in real pools. */
export function chooseSide(fixture: Pick<SeededFixture, "homeMoneyLine" | "awayMoneyLine">, draw: number): Choice | null {
  const { homeMoneyLine: home, awayMoneyLine: away } = fixture;
  if (home === null && away === null) return null;
  if (away === null) return { side: "HOME", moneyLine: home! };
  if (home === null) return { side: "AWAY", moneyLine: away };
  const homeChance = 1 / moneyLineToDecimal(home);
  const awayChance = 1 / moneyLineToDecimal(away);
  return draw < homeChance / (homeChance + awayChance) ? { side: "HOME", moneyLine: home } : { side: "AWAY", moneyLine: away };
}

/** Odds are locked when the pick is made: some time before the start, and never after `now`. */
function lockedAt(rng: Rng, fixture: SeededFixture, now: Date): Date {
  const latest = Math.min(now.getTime(), fixture.startsAt.getTime()) - 5 * MINUTE;
  return new Date(latest - rng() * 36 * HOUR);
}

function pickRow(picker: SeededPicker, fixture: SeededFixture, choice: Choice, oddsAt: Date): PickInsert {
  return {
    userId: picker.id,
    fixtureId: fixture.id,
    side: choice.side,
    moneyLine: choice.moneyLine,
    decimalOdds: roundOdds(moneyLineToDecimal(choice.moneyLine)).toFixed(4),
    oddsAt,
    oddsSource: DEMO_PROVIDER,
    createdAt: oddsAt,
  };
}

type Options = { now: Date; seed: string };

/** Skipped entirely once the demo pickers have any normal pick, so a second run adds nothing. */
export async function seedNormalPicks(
  db: PrismaClient,
  pickers: readonly SeededPicker[],
  fixtures: readonly SeededFixture[],
  { now, seed }: Options,
): Promise<{ total: number; created: number }> {
  const userIds = pickers.map((picker) => picker.id);
  const existing = await db.pick.count({ where: { userId: { in: userIds }, kind: "NORMAL" } });
  if (existing > 0) return { total: existing, created: 0 };
  // Games already under way had their picks made before the start, so they get pickers too.
  const pickable = fixtures.filter((f) => f.status === "FINAL" || f.status === "PREGAME" || f.status === "IN_PROGRESS");
  const rows = pickers.flatMap((picker) =>
    pickable.flatMap((fixture) => {
      const favourite = fixture.league === picker.favourite;
      if (!favourite && unitFor(seed, "plays", picker.username, fixture.league) >= PLAYS_OTHER_LEAGUE) return [];
      const rng = rngFor(seed, "pick", picker.username, fixture.providerEventId);
      if (rng() >= (favourite ? FAVOURITE_RATE : OTHER_RATE)) return [];
      const choice = chooseSide(fixture, rng());
      const oddsAt = lockedAt(rng, fixture, now);
      return choice && oddsAt > picker.createdAt ? [pickRow(picker, fixture, choice, oddsAt)] : [];
    }),
  );
  const created = await insertNormalPicks(db, rows);
  return { total: created, created };
}

/** A quarter of the pickers hold one parlay of 2–4 legs on upcoming games. */
export async function seedParlays(
  db: PrismaClient,
  pickers: readonly SeededPicker[],
  fixtures: readonly SeededFixture[],
  { now, seed }: Options,
): Promise<{ parlays: number; legs: number; created: number }> {
  const userIds = pickers.map((picker) => picker.id);
  const existing = await db.parlay.findMany({ where: { userId: { in: userIds } }, select: { _count: { select: { legs: true } } } });
  if (existing.length > 0) {
    return { parlays: existing.length, legs: existing.reduce((sum, p) => sum + p._count.legs, 0), created: 0 };
  }
  const upcoming = fixtures.filter((f) => f.status === "PREGAME" && f.startsAt.getTime() - now.getTime() < 4 * 24 * HOUR);
  let legs = 0;
  let parlays = 0;
  for (const picker of pickers) {
    if (unitFor(seed, "parlay", picker.username) >= PARLAY_SHARE) continue;
    const rng = rngFor(seed, "parlay-legs", picker.username);
    const chosen = shuffled(rng, upcoming)
      .flatMap((fixture) => {
        const choice = chooseSide(fixture, rng());
        return choice ? [{ fixture, choice }] : [];
      })
      .slice(0, randomInt(rng, 2, 4));
    if (chosen.length < 2) continue;
    const oddsAt = new Date(now.getTime() - rng() * 12 * HOUR);
    const rowsOf = chosen.map(({ fixture, choice }) => pickRow(picker, fixture, choice, oddsAt));
    // Priced as the app prices a parlay, from the legs' money lines.
    const quote = parlayQuote(rowsOf.map((row) => row.moneyLine));
    await db.parlay.create({
      data: {
        userId: picker.id,
        decimalOdds: quote.decimal.toFixed(4),
        betTotal: quote.betTotal,
        createdAt: oddsAt,
        legs: { create: rowsOf.map((leg) => ({ ...leg, kind: "PARLAY" as const })) },
      },
    });
    parlays += 1;
    legs += rowsOf.length;
  }
  return { parlays, legs, created: parlays };
}

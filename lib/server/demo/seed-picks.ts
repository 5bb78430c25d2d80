// Seeds the demo pickers' normal picks (about a third of them on the spread or the total) and a few parlays, with odds
// locked before each start.
import type { Side } from "@/lib/domain/enum-values";
import { offeredLine, opposingPrice, type GameLines, type Market, type Selection, type SpreadLine } from "@/lib/domain/markets";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { moneyLineToDecimal, parlayQuote, roundOdds } from "@/lib/domain/odds";
import { insertNormalPicks, type PickInsert } from "./bulk-insert";
import { demoEventKey, demoLinesAt } from "@/lib/demo/line-moves";
import type { Lines } from "@/lib/demo/money-lines";
import { randomInt, rngFor, shuffled, unitFor, type Rng } from "@/lib/demo/random";
import { pickerSharpness, sideTheLineMovesTo } from "@/lib/demo/sharp-pickers";
import { DEMO_PROVIDER } from "@/lib/demo/season";
import { demoMarketsAt } from "@/lib/demo/spreads-totals";
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
// Where a game offers them, a sixth of the picks back the spread and a sixth the total.
const SPREAD_SHARE = 1 / 6;
const TOTAL_SHARE = 1 / 6;

type Choice = { market?: Market; side: Selection; point?: number | null; moneyLine: number; opposingMoneyLine: number | null };

const sideOf = (lines: Lines, side: Side): Choice => ({
  side,
  moneyLine: (side === "HOME" ? lines.homeMoneyLine : lines.awayMoneyLine)!,
  opposingMoneyLine: side === "HOME" ? lines.awayMoneyLine : lines.homeMoneyLine,
});

/** Sides weighted by their implied chance, so favourites get most of the picks, as in real pools. */
export function chooseSide(lines: Lines, draw: number): Choice | null {
  const { homeMoneyLine: home, awayMoneyLine: away } = lines;
  if (home === null && away === null) return null;
  if (away === null) return sideOf(lines, "HOME");
  if (home === null) return sideOf(lines, "AWAY");
  const homeChance = 1 / moneyLineToDecimal(home);
  const awayChance = 1 / moneyLineToDecimal(away);
  return sideOf(lines, draw < homeChance / (homeChance + awayChance) ? "HOME" : "AWAY");
}

/** What the demo market offered on a game at an instant (its closing line from the start on). */
export function linesAt(fixture: SeededFixture, seed: string, at: Date): Lines {
  return demoLinesAt(demoEventKey(seed, fixture.providerEventId), fixture.homeProbability, fixture.startsAt, at);
}

/** A sharp picker, when their sharpness draw says so, takes the side the line is about to move towards. */
function normalChoice(fixture: SeededFixture, seed: string, oddsAt: Date, sharpness: number, rng: Rng): Choice | null {
  const offered = linesAt(fixture, seed, oddsAt);
  const sharpDraw = rng();
  const weighted = chooseSide(offered, rng());
  if (sharpDraw >= sharpness) return weighted;
  const side = sideTheLineMovesTo(offered, linesAt(fixture, seed, fixture.startsAt));
  return side ? sideOf(offered, side) : weighted;
}

/** The spread the demo market offered on a game at an instant, null when it offered none. */
export function spreadOffered(fixture: SeededFixture, seed: string, at: Date): SpreadLine | null {
  return demoMarketsAt(demoEventKey(seed, fixture.providerEventId), fixture.league, fixture.homeProbability, fixture.startsAt, at, linesAt(fixture, seed, at)).spread;
}

/**
 * Moves a team pick to the same team's spread, or to a side of the total, as some pickers play those markets; a game
 * offering neither at that moment keeps the money-line pick. Its own random stream, so the money-line picks stay as seeded.
 */
function marketChoice(fixture: SeededFixture, seed: string, oddsAt: Date, choice: Choice, pickerName: string): Choice {
  const rng = rngFor(seed, "market", pickerName, fixture.providerEventId);
  const draw = rng();
  if (draw >= SPREAD_SHARE + TOTAL_SHARE) return choice;
  const offered = linesAt(fixture, seed, oddsAt);
  const key = demoEventKey(seed, fixture.providerEventId);
  const markets = demoMarketsAt(key, fixture.league, fixture.homeProbability, fixture.startsAt, oddsAt, offered);
  const lines: GameLines = { moneyLine: { home: offered.homeMoneyLine, away: offered.awayMoneyLine }, ...markets };
  const market: Market = draw < SPREAD_SHARE ? "SPREAD" : "TOTAL";
  const side: Selection = market === "SPREAD" ? choice.side : rng() < 0.5 ? "OVER" : "UNDER";
  const line = offeredLine(lines, market, side);
  if (!line) return choice;
  return { market, side, point: line.point, moneyLine: line.price, opposingMoneyLine: opposingPrice(lines, market, side) };
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
    market: choice.market ?? "MONEY_LINE",
    side: choice.side,
    point: choice.point ?? null,
    moneyLine: choice.moneyLine,
    opposingMoneyLine: choice.opposingMoneyLine,
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
  const rows = pickers.flatMap((picker) => {
    const sharpness = pickerSharpness(seed, picker.username);
    return pickable.flatMap((fixture) => {
      const favourite = fixture.league === picker.favourite;
      if (!favourite && unitFor(seed, "plays", picker.username, fixture.league) >= PLAYS_OTHER_LEAGUE) return [];
      const rng = rngFor(seed, "pick", picker.username, fixture.providerEventId);
      if (rng() >= (favourite ? FAVOURITE_RATE : OTHER_RATE)) return [];
      const oddsAt = lockedAt(rng, fixture, now);
      const choice = normalChoice(fixture, seed, oddsAt, sharpness, rng);
      if (!choice || oddsAt <= picker.createdAt) return [];
      return [pickRow(picker, fixture, marketChoice(fixture, seed, oddsAt, choice, picker.username), oddsAt)];
    });
  });
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
    const oddsAt = new Date(now.getTime() - rng() * 12 * HOUR);
    const chosen = shuffled(rng, upcoming)
      .flatMap((fixture) => {
        const choice = chooseSide(linesAt(fixture, seed, oddsAt), rng());
        return choice ? [{ fixture, choice }] : [];
      })
      .slice(0, randomInt(rng, 2, 4));
    if (chosen.length < 2) continue;
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

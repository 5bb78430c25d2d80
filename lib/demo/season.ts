// The demo season: a pure, seeded generator of fixtures, lines and results around any instant.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { toDbLeague, type DbLeague, type League } from "@/lib/domain/leagues";
import type { MoneyLineColumns, SpreadLine, TotalLine } from "@/lib/domain/markets";
import { localDay } from "@/lib/domain/periods";
import { finalScore, gameStateAt, type DemoStatus } from "./game-state";
import type { Side } from "@/lib/domain/enum-values";
import { demoEventKey, demoLinesAt } from "./line-moves";
import { homeWinProbability } from "./money-lines";
import { matchupsOn } from "./matchups";
import { unitFor } from "./random";
import { demoMarketsAt } from "./spreads-totals";

dayjs.extend(utc);
dayjs.extend(timezone);

export { GAME_DURATION_MS, statusAt, progressAt, type DemoStatus } from "./game-state";

export const DEMO_PROVIDER = "demo";
export const DEFAULT_DEMO_SEED = "pickline";
export const DEMO_TIME_ZONE = "America/New_York";

export type DemoScheduleTeam = { id: number; abbreviation: string; rating: number };

/** The money lines offered at `now` are, once the game has started, its closing line. */
export type DemoFixture = MoneyLineColumns & {
  providerEventId: string;
  league: DbLeague;
  startsAt: Date;
  homeTeamId: number;
  awayTeamId: number;
  /** The spread and total offered at `now` (null for a game without that market), and at the start once it has passed. */
  spread: SpreadLine | null;
  total: TotalLine | null;
  closingSpread: SpreadLine | null;
  closingTotal: TotalLine | null;
  /** The true home win chance the results are drawn from; the market drifts towards it (line-moves.ts). */
  homeProbability: number;
  status: DemoStatus;
  homeScore: number | null;
  awayScore: number | null;
  winnerSide: Side | null;
};

export type ScheduleOptions = {
  league: League | DbLeague;
  teams: readonly DemoScheduleTeam[];
  now: Date;
  seed: string;
  /** Offsets in days from `now`'s calendar day, both inclusive (e.g. -14 and 21). */
  fromDay: number;
  toDay: number;
  timeZone?: string;
};

function normalizeLeague(league: League | DbLeague): DbLeague {
  return league === league.toUpperCase() ? (league as DbLeague) : toDbLeague(league as League);
}

function addDays(day: string, days: number): string {
  return dayjs.utc(day).add(days, "day").format("YYYY-MM-DD");
}

/**
 * Everything about a day's games except their live state and moving lines is a function of (league, seed, day),
 * never of `now`: a later sync regenerates the same event ids and upserts them.
 */
export function generateDay(
  league: DbLeague,
  teams: readonly DemoScheduleTeam[],
  day: string,
  seed: string,
  now: Date,
  timeZone: string = DEMO_TIME_ZONE,
): DemoFixture[] {
  const games = matchupsOn(league, teams, day, seed)
    .map((game, order) => ({ ...game, order, startsAt: dayjs.tz(`${day} ${game.localTime}`, timeZone).toDate() }))
    // The shuffle order breaks ties between equal start times, so ids stay stable.
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.order - b.order);
  return games.map(({ home, away, startsAt }, index) => {
    const providerEventId = `demo-${league.toLowerCase()}-${day.replaceAll("-", "")}-${String(index + 1).padStart(2, "0")}`;
    // A little per-game noise (injuries, rest) so the same pairing is not always priced alike.
    const noise = (unitFor(seed, "noise", providerEventId) - 0.5) * 40;
    const probability = homeWinProbability(league, home.rating, away.rating, noise);
    const key = demoEventKey(seed, providerEventId);
    const state = gameStateAt({ league, startsAt }, finalScore(league, key, probability), now);
    const lines = demoLinesAt(key, probability, startsAt, now);
    const { spread, total } = demoMarketsAt(key, league, probability, startsAt, now, lines);
    const started = state.status !== "PREGAME";
    return {
      providerEventId,
      league,
      startsAt,
      homeTeamId: home.id,
      awayTeamId: away.id,
      ...lines,
      closingHomeMoneyLine: started ? lines.homeMoneyLine : null,
      closingAwayMoneyLine: started ? lines.awayMoneyLine : null,
      spread,
      total,
      closingSpread: started ? spread : null,
      closingTotal: started ? total : null,
      homeProbability: probability,
      ...state,
    };
  });
}

export function generateSchedule(options: ScheduleOptions): DemoFixture[] {
  const { teams, now, seed, fromDay, toDay, timeZone = DEMO_TIME_ZONE } = options;
  const league = normalizeLeague(options.league);
  const today = localDay(now, timeZone);
  const fixtures: DemoFixture[] = [];
  for (let offset = fromDay; offset <= toDay; offset += 1) {
    fixtures.push(...generateDay(league, teams, addDays(today, offset), seed, now, timeZone));
  }
  return fixtures;
}

// The week's card as a member reads it: its games in kickoff order with the line a pick takes (the card's frozen line
// and when it froze, or the market's), each side's margin-free chance, the member's picks and guess, and for a
// confidence pool the points their card is expected to score as ordered. Reading the card opens it: its lines freeze.
import "server-only";
import type { CardWeek } from "@/lib/contracts/card-pools";
import { db } from "@/lib/db";
import { fairProbability } from "@/lib/domain/closing-line";
import { cardSize } from "@/lib/domain/card-pool-settings";
import { expectedUnits } from "@/lib/domain/card-scoring";
import type { Caller } from "@/lib/server/auth/caller";
import { gameView, lastGameOf, readCardGames, type CardGameRow } from "./card-games";
import { freezeCardLines } from "./card-lines";
import { pickView, readMemberPicks, type CardPickRow } from "./card-picks";
import { memberCardPool, type CardPoolRow } from "./card-pool-row";
import { cardWeekRange } from "./card-week-range";

function line(row: CardGameRow): CardWeek["games"][number]["line"] {
  if (row.homePrice === null || row.awayPrice === null) return null;
  return { homePoint: row.homePoint, homePrice: row.homePrice, awayPrice: row.awayPrice, frozenAt: row.frozenAt?.toISOString() ?? null };
}

function chance(row: CardGameRow): CardWeek["games"][number]["chance"] {
  if (row.homePrice === null || row.awayPrice === null) return null;
  const home = fairProbability(row.homePrice, row.awayPrice);
  return { home, away: 1 - home };
}

/** Confidence pools: each pick's margin-free chance (at the price it took) times its number, summed, in points. */
function expectedPoints(pool: CardPoolRow, picks: readonly CardPickRow[]): number | null {
  if (pool.scoring !== "CONFIDENCE") return null;
  const units = picks.reduce(
    (sum, pick) => (pick.opposingPrice === null || pick.confidence === null ? sum : sum + expectedUnits({ ...pick, opposingPrice: pick.opposingPrice }, "CONFIDENCE")),
    0,
  );
  return Math.round(units) / 10_000;
}

export async function getCardWeek(caller: Caller, poolId: string, week?: string): Promise<CardWeek> {
  const pool = await memberCardPool(db, poolId, caller.id);
  const range = cardWeekRange(week);
  await freezeCardLines(db, pool, range);
  const [games, picks, guess] = await Promise.all([
    readCardGames(db, pool, range),
    readMemberPicks(db, pool.poolId, caller.id, range.week),
    db.cardTiebreakGuess.findUnique({ where: { poolId_week_userId: { poolId: pool.poolId, week: new Date(`${range.week}T00:00:00Z`), userId: caller.id } }, select: { guess: true } }),
  ]);
  const byGame = new Map(picks.map((pick) => [pick.fixtureId, pick]));
  const frozen = games.map((game) => game.frozenAt?.getTime()).filter((at): at is number => at !== undefined);
  const last = lastGameOf(games);
  const { picking, pickCount, market, lines, scoring, missed, dropWeeks, seasonEnd } = pool;
  return {
    week: range.week,
    settings: { picking, pickCount, market, lines, scoring, missed, dropWeeks, seasonEnd },
    size: cardSize(pool.picking, pool.pickCount, games.length),
    frozenAt: frozen.length > 0 ? new Date(Math.min(...frozen)).toISOString() : null,
    games: games.map((game) => {
      const mine = byGame.get(game.fixtureId);
      return { ...gameView(game), line: line(game), chance: chance(game), myPick: mine ? pickView(mine) : null };
    }),
    lastGame: last ? { fixtureId: last.fixtureId, startsAt: last.startsAt.toISOString(), started: last.started } : null,
    myGuess: guess?.guess ?? null,
    expectedPoints: expectedPoints(pool, picks),
  };
}

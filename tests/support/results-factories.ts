// Builders for results-engine tests: picks and parlays with chosen odds, and finishing a fixture.
import { db } from "@/lib/db";
import { moneyLineToDecimal, parlayQuote, roundOdds } from "@/lib/domain/odds";
import type { Side } from "@/lib/generated/prisma/client";

const decimalOf = (moneyLine: number) => roundOdds(moneyLineToDecimal(moneyLine)).toFixed(4);

export function pickWithOdds(userId: string, fixtureId: number, side: Side, moneyLine: number) {
  return db.pick.create({
    data: { userId, fixtureId, side, moneyLine, decimalOdds: decimalOf(moneyLine), oddsAt: new Date(), oddsSource: "test" },
  });
}

export async function parlayWithLegs(userId: string, legs: { fixtureId: number; side: Side; moneyLine: number }[]) {
  const quote = parlayQuote(legs.map((leg) => leg.moneyLine));
  return db.parlay.create({
    data: {
      userId,
      decimalOdds: quote.decimal.toFixed(4),
      betTotal: quote.betTotal,
      legs: {
        create: legs.map((leg) => ({
          userId,
          fixtureId: leg.fixtureId,
          side: leg.side,
          kind: "PARLAY" as const,
          moneyLine: leg.moneyLine,
          decimalOdds: decimalOf(leg.moneyLine),
          oddsAt: new Date(),
          oddsSource: "test",
        })),
      },
    },
    include: { legs: true },
  });
}

export function finish(fixtureId: number, homeScore: number, awayScore: number) {
  const winnerSide = homeScore === awayScore ? null : homeScore > awayScore ? "HOME" : "AWAY";
  return db.fixture.update({ where: { id: fixtureId }, data: { status: "FINAL", homeScore, awayScore, winnerSide } });
}

export function cancel(fixtureId: number) {
  return db.fixture.update({ where: { id: fixtureId }, data: { status: "CANCELED" } });
}

/** Every total the engine keeps, as strings, so two states can be compared exactly. */
export async function totals() {
  const [users, ledger, daily, periods, buckets, teams, notifications] = await Promise.all([
    db.user.findMany({ select: { id: true, score: true, hotStreak: true }, orderBy: { id: "asc" } }),
    db.pointsLedger.findMany({ select: { userId: true, sourceType: true, sourceId: true, points: true, outcome: true }, orderBy: [{ sourceType: "asc" }, { sourceId: "asc" }] }),
    db.dailyPoints.findMany({ orderBy: [{ userId: "asc" }, { day: "asc" }, { league: "asc" }] }),
    db.periodPoints.findMany({ orderBy: [{ period: "asc" }, { start: "asc" }, { userId: "asc" }] }),
    db.scoreBucket.findMany({ where: { pickers: { not: 0 } }, orderBy: [{ period: "asc" }, { start: "asc" }, { bucket: "asc" }] }),
    db.team.findMany({ select: { id: true, wins: true, losses: true, ties: true }, orderBy: { id: "asc" } }),
    db.notification.count(),
  ]);
  return JSON.parse(JSON.stringify({ users, ledger, daily, periods, buckets, teams, notifications }));
}

/** Tests in one file share a database: each results test starts from an empty world. */
export async function emptyWorld() {
  await db.$executeRawUnsafe(
    `TRUNCATE "PointsLedger", "DailyPoints", "PeriodPoints", "ScoreBucket", "Notification", "Follow", "Pick", "Parlay", "Fixture", "Team", "Session", "User" CASCADE`,
  );
}

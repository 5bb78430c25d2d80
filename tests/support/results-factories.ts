// Builders for results-engine tests: picks and parlays with chosen odds, and finishing a fixture.
import { notificationsListSql } from "@/lib/server/notifications/pick-results";
import { db } from "@/lib/db";
import { moneyLineToDecimal, parlayQuote, roundOdds } from "@/lib/domain/odds";
import type { Side } from "@/lib/domain/enum-values";

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
  const [users, picks, parlays, standings, buckets, fixtures, notifications] = await Promise.all([
    db.user.findMany({ select: { id: true, hotStreak: true }, orderBy: { id: "asc" } }),
    db.pick.findMany({ select: { id: true, state: true, outcome: true, points: true, settledAt: true }, orderBy: { id: "asc" } }),
    db.parlay.findMany({ select: { id: true, state: true, outcome: true, points: true, settledAt: true }, orderBy: { id: "asc" } }),
    db.standing.findMany({ orderBy: { userId: "asc" } }),
    db.scoreBucket.findMany({ where: { pickers: { not: 0 } }, orderBy: [{ period: "asc" }, { start: "asc" }, { bucket: "asc" }] }),
    db.fixture.findMany({ select: { id: true, settledResult: true, corrections: true }, orderBy: { id: "asc" } }),
    db.notification.count(),
  ]);
  return JSON.parse(JSON.stringify({ users, picks, parlays, standings, buckets, fixtures, notifications }));
}

/** Tests in one file share a database: each results test starts from an empty world. */
export async function emptyWorld() {
  await db.$executeRawUnsafe(
    `TRUNCATE "Standing", "ScoreBucket", "ClvBucket", "Notification", "Follow", "Pick", "Parlay", "Fixture", "Team", "Session", "User" CASCADE`,
  );
}

/** A picker's notifications as the list shows them (pick results merged in), newest first within read state. */
export function notificationsOf(userId: string) {
  return db.$queryRaw<{ id: number; type: string; read: boolean; details: Record<string, unknown> }[]>(notificationsListSql(userId, 100, 0));
}

/** A picker's Standing: all-time and latest day, week and month totals, as fixed-point strings. */
export async function standingOf(userId: string) {
  const s = await db.standing.findUniqueOrThrow({ where: { userId } });
  const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;
  return { points: s.points.toFixed(4), day: day(s.day), dayPoints: s.dayPoints.toFixed(4), week: day(s.week), weekPoints: s.weekPoints.toFixed(4), month: day(s.month), monthPoints: s.monthPoints.toFixed(4) };
}

// Corrects the score of a finished game, audits it, and re-settles its picks and parlays through the results engine.
import "server-only";
import type { Side } from "@/lib/domain/enum-values";
import type { CorrectResultInput } from "@/lib/contracts/admin";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { settleFixture, type SettlementSummary } from "@/lib/server/results/settle-fixtures";
import { refreshDailyPicks } from "@/lib/server/reports/refresh-daily-picks";
import { recordAudit } from "./record-audit";
import type { Admin } from "./require-admin";

export type CorrectedResult = {
  fixtureId: number;
  homeScore: number;
  awayScore: number;
  winnerSide: Side | null;
  settlement: SettlementSummary;
};

export async function correctResult(admin: Admin, fixtureId: number, input: CorrectResultInput): Promise<CorrectedResult> {
  const { homeScore, awayScore } = input;
  // A tie has no winner: the results engine settles it as a PUSH.
  const winnerSide = homeScore > awayScore ? "HOME" : awayScore > homeScore ? "AWAY" : null;
  await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Fixture" WHERE "id" = ${fixtureId} FOR UPDATE`;
    if (locked.length === 0) throw new AppError("NOT_FOUND");
    const before = await tx.fixture.findUniqueOrThrow({ where: { id: fixtureId }, select: { status: true, homeScore: true, awayScore: true, winnerSide: true } });
    // Only a finished game has a result to correct; live scores belong to the feed.
    if (before.status !== "FINAL") throw new AppError("CONFLICT", { message: "Only the result of a final game can be corrected" });
    await tx.fixture.update({ where: { id: fixtureId }, data: { homeScore, awayScore, winnerSide } });
    await recordAudit(tx, admin, "RESULT_CORRECTED", fixtureId, {
      before: { homeScore: before.homeScore, awayScore: before.awayScore, winnerSide: before.winnerSide },
      after: { homeScore, awayScore, winnerSide },
    });
  });
  // Its own transaction, idempotent: should it fail here, the next sync settles the corrected result.
  const settlement = await settleFixture(db, fixtureId);
  refreshDailyPicks();
  return { fixtureId, homeScore, awayScore, winnerSide, settlement };
}

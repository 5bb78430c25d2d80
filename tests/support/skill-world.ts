// Builds pickers with settled picks that carry both lines and a closing line, and recomputes their skill from the rows.
import { db } from "@/lib/db";
import { summarizeSkill, type SkillPick } from "@/lib/domain/closing-line";
import { moneyLineToDecimal, roundOdds } from "@/lib/domain/odds";
import type { League } from "@/lib/generated/prisma/client";
import type { Side } from "@/lib/domain/enum-values";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { createFixture } from "./factories";
import { finish } from "./results-factories";

export type SkillPickSpec = {
  league?: League;
  side?: Side;
  moneyLine: number;
  opposingMoneyLine: number | null;
  closingMoneyLine: number | null;
  won: boolean | null;
  settledAt: Date;
};

/** One game per pick: its closing line written as the sync writes it, then settled on `settledAt`. */
export async function settledSkillPick(userId: string, spec: SkillPickSpec) {
  const side = spec.side ?? "HOME";
  const fixture = await createFixture({ league: spec.league ?? "NFL" });
  const closing = side === "HOME"
    ? { closingHomeMoneyLine: spec.closingMoneyLine, closingAwayMoneyLine: spec.opposingMoneyLine }
    : { closingAwayMoneyLine: spec.closingMoneyLine, closingHomeMoneyLine: spec.opposingMoneyLine };
  await db.fixture.update({ where: { id: fixture.id }, data: { ...closing, closingLineAt: new Date() } });
  await db.pick.create({
    data: {
      userId, fixtureId: fixture.id, side, moneyLine: spec.moneyLine, opposingMoneyLine: spec.opposingMoneyLine,
      decimalOdds: roundOdds(moneyLineToDecimal(spec.moneyLine)).toFixed(4), oddsAt: new Date(), oddsSource: "test",
    },
  });
  const winnerIsPick = spec.won === null ? null : spec.won;
  const [home, away] = winnerIsPick === null ? [1, 1] : (side === "HOME") === winnerIsPick ? [2, 1] : [1, 2];
  await finish(fixture.id, home, away);
  await settleFixture(db, fixture.id, { settledAt: spec.settledAt });
}

/** The domain's summary of a picker's counted picks, read straight from the rows (no index, no SQL arithmetic). */
export async function recomputedSkill(userId: string, filter: { league?: League; since?: Date } = {}) {
  const picks = await db.pick.findMany({
    where: {
      userId, kind: "NORMAL", state: "FINAL", outcome: { in: ["WIN", "LOOSE"] }, opposingMoneyLine: { not: null },
      ...(filter.since ? { settledAt: { gte: filter.since } } : {}),
      ...(filter.league ? { fixture: { league: filter.league } } : {}),
    },
    include: { fixture: { select: { closingHomeMoneyLine: true, closingAwayMoneyLine: true } } },
  });
  const counted: SkillPick[] = picks.flatMap((pick) => {
    const closing = pick.side === "HOME" ? pick.fixture.closingHomeMoneyLine : pick.fixture.closingAwayMoneyLine;
    return closing === null
      ? []
      : [{ moneyLine: pick.moneyLine, opposingMoneyLine: pick.opposingMoneyLine!, closingMoneyLine: closing, points: Number(pick.points) }];
  });
  return summarizeSkill(counted);
}

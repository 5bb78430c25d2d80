// The public shape of a parlay and its legs, read with one explicit select (no e-mails, no raw rows).
import "server-only";
import type { VisibleParlayView } from "@/lib/contracts/parlays";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fromDbLeague, sportOfLeague } from "@/lib/domain/leagues";
import { toGameView } from "@/lib/server/picks/game-view";
import { pickCoreSelect, toPickCore } from "@/lib/server/picks/pick-view";

export const parlaySelect = {
  id: true,
  userId: true,
  state: true,
  outcome: true,
  betTotal: true,
  decimalOdds: true,
  points: true,
  createdAt: true,
  settledAt: true,
  legs: { orderBy: { id: "asc" }, select: { ...pickCoreSelect, decimalOdds: true } },
} satisfies Prisma.ParlaySelect;

type ParlayRow = Prisma.ParlayGetPayload<{ select: typeof parlaySelect }>;

export function toParlayView(row: ParlayRow): VisibleParlayView {
  return {
    hidden: false,
    id: row.id,
    userId: row.userId,
    state: row.state,
    outcome: row.outcome,
    betTotal: row.betTotal,
    decimalOdds: Number(row.decimalOdds),
    points: Number(row.points),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    picks: row.legs.map((leg) => {
      const league = fromDbLeague(leg.fixture.league);
      return {
        ...toPickCore(leg),
        decimalOdds: Number(leg.decimalOdds),
        fixture: { ...toGameView(leg.fixture), sport: sportOfLeague(league), league },
      };
    }),
  };
}

// The public shape of a single pick with its game, read with one explicit select (same fixture shape as parlay legs).
import "server-only";
import type { PickView } from "@/lib/contracts/picks";
import { fromDbLeague, sportOfLeague } from "@/lib/domain/leagues";
import type { Prisma } from "@/lib/generated/prisma/client";
import { gameSelect, toGameView } from "./game-view";

export const pickSelect = {
  id: true,
  userId: true,
  fixtureId: true,
  side: true,
  kind: true,
  state: true,
  outcome: true,
  moneyLine: true,
  points: true,
  createdAt: true,
  fixture: { select: gameSelect },
} satisfies Prisma.PickSelect;

type PickRow = Prisma.PickGetPayload<{ select: typeof pickSelect }>;

export function toPickView(row: PickRow): PickView {
  const league = fromDbLeague(row.fixture.league);
  return {
    id: row.id,
    userId: row.userId,
    fixtureId: row.fixtureId,
    side: row.side,
    kind: row.kind,
    state: row.state,
    outcome: row.outcome,
    moneyLine: row.moneyLine,
    points: Number(row.points),
    createdAt: row.createdAt.toISOString(),
    sport: sportOfLeague(league),
    league,
    fixture: toGameView(row.fixture),
  };
}

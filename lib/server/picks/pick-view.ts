// The public shape of a single pick with its game, read with one explicit select (same fixture shape as parlay legs).
import "server-only";
import type { VisiblePickView } from "@/lib/contracts/picks";
import { fromDbLeague, sportOfLeague } from "@/lib/domain/leagues";
import type { Prisma } from "@/lib/generated/prisma/client";
import { gameSelect, toGameView } from "./game-view";

/** What a single pick and a parlay's leg both show: the side taken, its state and its game. */
export const pickCoreSelect = {
  id: true,
  fixtureId: true,
  market: true,
  side: true,
  point: true,
  kind: true,
  state: true,
  outcome: true,
  moneyLine: true,
  fixture: { select: gameSelect },
} satisfies Prisma.PickSelect;

export const pickSelect = { ...pickCoreSelect, userId: true, points: true, createdAt: true } satisfies Prisma.PickSelect;

type PickCoreRow = Prisma.PickGetPayload<{ select: typeof pickCoreSelect }>;
type PickRow = Prisma.PickGetPayload<{ select: typeof pickSelect }>;

/** The fields a leg shares with a single pick (a leg's game also says its sport and league). */
export function toPickCore(row: PickCoreRow) {
  return {
    id: row.id,
    fixtureId: row.fixtureId,
    market: row.market,
    side: row.side,
    point: row.point === null ? null : Number(row.point),
    kind: row.kind,
    state: row.state,
    outcome: row.outcome,
    moneyLine: row.moneyLine,
  };
}

export function toPickView(row: PickRow): VisiblePickView {
  const league = fromDbLeague(row.fixture.league);
  return {
    hidden: false,
    ...toPickCore(row),
    userId: row.userId,
    /** The picked side's closing money line, once the game has started (money-line picks). */
    closingMoneyLine:
      row.fixture.closingLineAt && row.market === "MONEY_LINE"
        ? row.side === "HOME"
          ? row.fixture.closingHomeMoneyLine
          : row.fixture.closingAwayMoneyLine
        : null,
    points: Number(row.points),
    createdAt: row.createdAt.toISOString(),
    sport: sportOfLeague(league),
    league,
    fixture: toGameView(row.fixture),
  };
}

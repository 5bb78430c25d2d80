// A team click as the builder receives it, for the builder's unit and component tests.
import type { TeamChoice } from "@/lib/domain/parlay-builder";

export function choice(fixtureId: number, side: "HOME" | "AWAY", moneyLine: number | null): TeamChoice {
  return {
    fixtureId,
    side,
    moneyLine,
    league: "nfl",
    startsAt: "2026-11-23T18:00:00.000Z",
    home: { name: `Home ${fixtureId}`, abbreviation: `H${fixtureId}` },
    away: { name: `Away ${fixtureId}`, abbreviation: `A${fixtureId}` },
  };
}

// A pending NHL pick as the API shows it, for component tests of the cards and feeds that draw one.
import type { PickView } from "@/lib/contracts/picks";

export const STARTS_AT = "2030-01-06T18:00:00.000Z";

const team = (name: string) => ({ id: name.length, name, abbreviation: name.slice(0, 3).toUpperCase(), color: "#123456" });

export function pickView(overrides: Record<string, unknown> = {}): PickView {
  return {
    hidden: false,
    id: 1,
    market: "MONEY_LINE",
    side: "HOME",
    point: null,
    kind: "NORMAL",
    state: "PENDING",
    outcome: null,
    points: 0,
    moneyLine: -150,
    closingMoneyLine: null,
    league: "nhl",
    fixture: { id: 1, startsAt: STARTS_AT, teams: { home: team("Boston Bruins"), away: team("Buffalo Sabres") } },
    ...overrides,
  } as unknown as PickView;
}

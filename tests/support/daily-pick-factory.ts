// Builds DailyPick values for component and unit tests of the daily-pick pages.
import type { DailyPick } from "@/lib/contracts/daily-picks";
import { chiefsHostBills } from "./chiefs-bills";

export function dailyPick(overrides: Partial<DailyPick> = {}): DailyPick {
  return {
    ...chiefsHostBills("2026-11-23T18:00:00.000Z", { home: { wins: 9, losses: 2, ties: 0 }, away: { wins: 8, losses: 3, ties: 0 } }),
    bet: { type: "MONEY_LINE", home: -150, away: 130 },
    markets: { spread: null, total: null },
    picks: { home: { total: 2, percentage: 67 }, away: { total: 1, percentage: 33 } },
    winnerTeamId: null,
    score: { home: null, away: null },
    report: "## Chiefs at home\\\\The **line** is tight.",
    reportPublishedAt: "2026-11-22T10:00:00.000Z",
    reportUpdatedAt: "2026-11-22T10:00:00.000Z",
    ...overrides,
  };
}

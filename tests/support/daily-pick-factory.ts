// Builds DailyPick values for component and unit tests of the daily-pick pages.
import type { DailyPick } from "@/lib/contracts/daily-picks";

export function dailyPick(overrides: Partial<DailyPick> = {}): DailyPick {
  return {
    id: 7,
    sport: "football",
    league: "nfl",
    date: { time: "2026-11-23T18:00:00.000Z" },
    status: "PREGAME",
    teams: {
      home: { id: 1, name: "Kansas City Chiefs", abbreviation: "KC", color: "#e31837", record: { wins: 9, losses: 2, ties: 0 } },
      away: { id: 2, name: "Buffalo Bills", abbreviation: "BUF", color: "#00338d", record: { wins: 8, losses: 3, ties: 0 } },
    },
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

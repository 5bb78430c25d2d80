// The shapes of free daily picks (fixtures with a published report); type-only so client code can import them.
import type { GameStatus } from "@/lib/contracts/enums";
import type { Page } from "@/lib/contracts/page";
import type { League, Sport } from "@/lib/domain/leagues";

export type DailyPickStatus = GameStatus;

export type DailyPickTeam = {
  id: number;
  name: string;
  abbreviation: string;
  color: string;
  record: { wins: number; losses: number; ties: number };
};

export type SideShare = { total: number; percentage: number };

export type DailyPick = {
  id: number;
  sport: Sport;
  league: League;
  date: { time: string };
  status: DailyPickStatus;
  teams: { home: DailyPickTeam; away: DailyPickTeam };
  bet: { type: "MONEY_LINE"; home: number | null; away: number | null };
  picks: { home: SideShare; away: SideShare };
  winnerTeamId: number | null;
  score: { home: number | null; away: number | null };
  /** Markdown; render it with lib/markdown/render-markdown. */
  report: string;
  reportPublishedAt: string;
  /** The last admin edit of the report, or its publication. */
  reportUpdatedAt: string;
};

export type DailyPickPage = Page<DailyPick>;

// A stand-in for ESPN built from real recorded scoreboards: dates shifted around now, one game moved from scheduled to final.
import { recorded } from "./feed-responses";
import { replayServer, type Reply } from "./replay-server";

type Competitor = { homeAway: "home" | "away"; score?: string; winner?: boolean; team: { abbreviation: string } };
type Competition = { date?: string; startDate?: string; status?: unknown; competitors: Competitor[] };
type Event = { id: string; date: string; status: unknown; competitions: Competition[] };
type Scoreboard = { events: Event[] } & Record<string, unknown>;

const PATHS = { NFL: "football/nfl", NBA: "basketball/nba", NHL: "hockey/nhl", MLB: "baseball/mlb" } as const;
export type ReplayLeague = keyof typeof PATHS;

/** The recorded NFL week 1 (2025): 401772714 (Chiefs at Chargers, Chargers +145, Chiefs -170) is the game that gets picked. */
export const PICKED_EVENT = "401772714";
const FINAL_TEMPLATE = "401772510";
const RECORDINGS: Record<ReplayLeague, string> = {
  NFL: "espn/nfl-scoreboard-2025-09-05.json",
  NBA: "espn/nba-scoreboard-2025-10-02.json",
  NHL: "espn/nhl-scoreboard-2025-09-20.json",
  MLB: "espn/mlb-scoreboard-2025-09-28.json",
};

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const shifted = (iso: string | undefined, ms: number) => (iso ? new Date(new Date(iso).getTime() + ms).toISOString().replace(/:\d\d\.\d{3}Z$/, "Z") : iso);

/** Every date of the recording moved by the same amount, so that `anchor` (an event id) starts at `startsAt`. */
function shiftedBoard(board: Scoreboard, anchor: string | undefined, startsAt: Date): Scoreboard {
  const copy = clone(board);
  const reference = copy.events.find((event) => event.id === anchor) ?? copy.events[0];
  const ms = startsAt.getTime() - new Date(reference.date).getTime();
  for (const event of copy.events) {
    event.date = shifted(event.date, ms)!;
    for (const competition of event.competitions) {
      competition.date = shifted(competition.date, ms);
      competition.startDate = shifted(competition.startDate, ms);
    }
  }
  return copy;
}

/**
 * The picked game as final: the status block of the recording's own final game, and scores (Chargers 27, Chiefs 21,
 * as it ended); nothing else of the event changes.
 */
function finished(board: Scoreboard): Scoreboard {
  const copy = clone(board);
  const template = copy.events.find((event) => event.id === FINAL_TEMPLATE)!;
  const event = copy.events.find((candidate) => candidate.id === PICKED_EVENT)!;
  event.status = clone(template.status);
  event.competitions[0].status = clone(template.competitions[0].status);
  for (const competitor of event.competitions[0].competitors) {
    competitor.score = competitor.homeAway === "home" ? "27" : "21";
    competitor.winner = competitor.homeAway === "home";
  }
  return copy;
}

export type LiveReplay = Awaited<ReturnType<typeof liveReplay>>;

/** Starts the server: the picked game two hours ahead, the other leagues around now; `fail` makes a league answer 500. */
export async function liveReplay(now = new Date()) {
  const boards = Object.fromEntries(
    (Object.keys(RECORDINGS) as ReplayLeague[]).map((league) => [league, recorded(RECORDINGS[league]) as Scoreboard]),
  ) as Record<ReplayLeague, Scoreboard>;
  let stage: "scheduled" | "final" = "scheduled";
  const failing = new Set<ReplayLeague>();
  const board = (league: ReplayLeague): Scoreboard => {
    if (league !== "NFL") return shiftedBoard(boards[league], undefined, new Date(now.getTime() + 26 * 3_600_000));
    if (stage === "scheduled") return shiftedBoard(boards.NFL, PICKED_EVENT, new Date(now.getTime() + 2 * 3_600_000));
    // Final: it started three and a half hours before the moment the replay moved on.
    return finished(shiftedBoard(boards.NFL, PICKED_EVENT, new Date(Date.now() - 3.5 * 3_600_000)));
  };
  const server = await replayServer((path): Reply => {
    const league = (Object.keys(PATHS) as ReplayLeague[]).find((key) => path === `/espn/${PATHS[key]}/scoreboard`);
    if (!league) return { status: 404, body: { error: "unknown path" } };
    if (failing.has(league)) return { status: 500, body: { error: "replayed outage" } };
    return { body: board(league) };
  });
  return {
    ...server,
    espnBaseUrl: `${server.url}/espn`,
    finish: () => void (stage = "final"),
    fail: (league: ReplayLeague) => void failing.add(league),
    scoreboardPath: (league: ReplayLeague) => `/espn/${PATHS[league]}/scoreboard`,
  };
}

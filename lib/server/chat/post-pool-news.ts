// The scheduled part of the group chat: for each pool whose hook is on, what happened since its last post: the members'
// picks on the games that have started (never before: until its game starts a pick may be hidden), the week's winner
// and table once the week is closed, and a survivor slate's eliminations. Each cursor moves only when its post went out,
// so a failed post is tried again on the next run (until the hook is turned off).
import "server-only";
import { db } from "@/lib/db";
import { CHAT_TABLE_ROWS, type ChatMessage } from "@/lib/domain/chat-message";
import { formatPoints } from "@/lib/domain/format";
import { fromDbLeague } from "@/lib/domain/leagues";
import { pickSlip } from "@/lib/domain/markets";
import { weekLabel } from "@/lib/domain/pool-weeks";
import { postToPoolChat } from "./deliver";

/** Pools posted to at once: each waits on a chat service, not on the database. */
export const CHAT_POOLS_AT_ONCE = 4;
/** Hooks served per run: the rest on the next run. */
export const CHAT_POOLS_PER_RUN = 200;

type Hook = { poolId: string; revealedThrough: Date; weeksThrough: Date | null; slatesThrough: Date | null };

export async function postPoolNews(): Promise<{ posted: number }> {
  const hooks = await db.poolChatHook.findMany({
    where: { disabledAt: null },
    orderBy: { revealedThrough: "asc" },
    take: CHAT_POOLS_PER_RUN,
    select: { poolId: true, revealedThrough: true, weeksThrough: true, slatesThrough: true },
  });
  let posted = 0;
  const queue = [...hooks];
  async function worker() {
    for (let hook = queue.shift(); hook; hook = queue.shift()) posted += await postNewsOf(hook);
  }
  await Promise.all(Array.from({ length: Math.min(CHAT_POOLS_AT_ONCE, queue.length) }, worker));
  return { posted };
}

async function postNewsOf(hook: Hook): Promise<number> {
  let posted = 0;
  for (const step of [revealPicks, postClosedWeek, postEliminations]) {
    const result = await step(hook);
    if (result === "failed") break;
    if (result === "posted") posted += 1;
  }
  return posted;
}

type StepResult = "posted" | "nothing" | "failed";

/** The picks of each game that started since the last post; only public pickers' (a private member's picks stay theirs). */
async function revealPicks(hook: Hook): Promise<StepResult> {
  const pool = await db.pool.findUnique({ where: { id: hook.poolId }, select: { kind: true, leagues: true } });
  if (!pool || pool.kind !== "PICKEM") return "nothing";
  const [{ now }] = await db.$queryRaw<{ now: Date }[]>`SELECT now() AS now`;
  const picks = await db.pick.findMany({
    where: {
      kind: "NORMAL",
      // The database's clock, as the pick deadline's: a game counts as started by the same clock that closes its picks.
      fixture: { league: { in: pool.leagues }, startsAt: { gt: hook.revealedThrough, lte: now } },
      user: { private: false, poolMemberships: { some: { poolId: hook.poolId } } },
    },
    orderBy: [{ fixture: { startsAt: "asc" } }, { fixtureId: "asc" }, { user: { username: "asc" } }],
    take: CHAT_TABLE_ROWS + 1,
    select: {
      market: true, side: true, point: true, moneyLine: true,
      user: { select: { username: true } },
      fixture: { select: { startsAt: true, homeTeam: { select: { name: true, abbreviation: true } }, awayTeam: { select: { name: true, abbreviation: true } } } },
    },
  });
  if (picks.length === 0) return advance(hook, { revealedThrough: now });
  const shown = picks.slice(0, CHAT_TABLE_ROWS);
  // Past a full table, the cursor stops at the last game shown whole; its later games go in the next post.
  const through = picks.length > CHAT_TABLE_ROWS ? lastWholeGame(shown) : now;
  const rows = shown
    .filter((pick) => pick.fixture.startsAt <= through)
    .map((pick) => [
      nameOf(pick.user.username),
      `${pick.fixture.awayTeam.abbreviation} @ ${pick.fixture.homeTeam.abbreviation}`,
      pickSlip({ market: pick.market, side: pick.side, point: pick.point === null ? null : Number(pick.point), moneyLine: pick.moneyLine }, { home: pick.fixture.homeTeam, away: pick.fixture.awayTeam }),
    ]);
  const message: ChatMessage = { title: "Picks revealed: these games have started", table: { head: ["Picker", "Game", "Pick"], rows } };
  return (await postToPoolChat(hook.poolId, message)) ? advance(hook, { revealedThrough: through }, "posted") : "failed";
}

function lastWholeGame(picks: { fixture: { startsAt: Date } }[]): Date {
  const last = picks[picks.length - 1].fixture.startsAt;
  const earlier = picks.map((pick) => pick.fixture.startsAt).filter((start) => start < last);
  // One game alone fills the table: it is posted cut, rather than never.
  return earlier.length ? earlier[earlier.length - 1] : last;
}

/** The last closed week's winner(s) and its top of the table. */
async function postClosedWeek(hook: Hook): Promise<StepResult> {
  const pool = await db.pool.findUnique({ where: { id: hook.poolId }, select: { kind: true, leagues: true, closedThrough: true } });
  if (!pool?.closedThrough || (hook.weeksThrough && pool.closedThrough <= hook.weeksThrough)) return "nothing";
  const week = pool.closedThrough;
  const rows = await db.poolTableRow.findMany({
    where: { poolId: hook.poolId, kind: "WEEK", start: week },
    orderBy: [{ rank: "asc" }, { user: { username: "asc" } }],
    take: 10,
    select: { rank: true, points: true, user: { select: { username: true } } },
  });
  if (rows.length === 0) return advance(hook, { weeksThrough: week });
  const label = weekLabel(isoDay(week), pool.leagues.map(fromDbLeague));
  const winners = rows.filter((row) => row.rank === 1).map((row) => nameOf(row.user.username));
  const message: ChatMessage = {
    title: `${label}: ${winners.join(", ")} ${winners.length > 1 ? "share the win" : "won the week"}`,
    table: { head: ["#", "Picker", "Points"], rows: rows.map((row) => [String(row.rank), nameOf(row.user.username), formatPoints(row.points.toString())]) },
  };
  return (await postToPoolChat(hook.poolId, message)) ? advance(hook, { weeksThrough: week }, "posted") : "failed";
}

/** Members a settled survivor slate put out. */
async function postEliminations(hook: Hook): Promise<StepResult> {
  const survivor = await db.survivorPool.findUnique({ where: { poolId: hook.poolId }, select: { settledThrough: true } });
  const through = survivor?.settledThrough;
  if (!through || (hook.slatesThrough && through <= hook.slatesThrough)) return "nothing";
  const out = await db.survivorEntry.findMany({
    where: { poolId: hook.poolId, eliminatedOn: { gt: hook.slatesThrough ?? new Date(0), lte: through } },
    orderBy: [{ eliminatedOn: "asc" }, { member: { user: { username: "asc" } } }],
    select: { eliminatedOn: true, member: { select: { user: { select: { username: true } } } } },
  });
  if (out.length === 0) return advance(hook, { slatesThrough: through });
  const left = await db.survivorEntry.count({ where: { poolId: hook.poolId, lives: { gt: 0 } } });
  const message: ChatMessage = {
    title: `Survivor: ${out.length} out, ${left} still standing`,
    table: { head: ["Out", "Slate"], rows: out.slice(0, CHAT_TABLE_ROWS).map((entry) => [nameOf(entry.member.user.username), entry.eliminatedOn ? isoDay(entry.eliminatedOn) : ""]) },
    more: out.length > CHAT_TABLE_ROWS ? `and ${out.length - CHAT_TABLE_ROWS} more` : undefined,
  };
  return (await postToPoolChat(hook.poolId, message)) ? advance(hook, { slatesThrough: through }, "posted") : "failed";
}

/** A member who has not chosen a nickname yet. */
const nameOf = (username: string | null) => username ?? "(no nickname)";

/** A DATE column's day, as written ("YYYY-MM-DD"). */
const isoDay = (day: Date) => day.toISOString().slice(0, 10);

async function advance(hook: Hook, data: Partial<Omit<Hook, "poolId">>, result: StepResult = "nothing"): Promise<StepResult> {
  await db.poolChatHook.updateMany({ where: { poolId: hook.poolId }, data });
  Object.assign(hook, data);
  return result;
}

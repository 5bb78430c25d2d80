// The title and one-line description of each notification type; details are read defensively.
import { LEAGUE_LABELS, isLeague } from "@/lib/domain/leagues";
import { MARKETS, SELECTIONS, selectionFitsMarket, selectionLabel, type Market, type Selection } from "@/lib/domain/markets";

type Details = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

function outcomeWord(value: unknown): string {
  if (value === "WIN") return "won";
  if (value === "LOOSE") return "lost";
  if (value === "PUSH") return "was a push";
  return "was settled";
}

function leagueName(value: unknown): string {
  const code = typeof value === "string" ? value.toLowerCase() : "";
  return isLeague(code) ? LEAGUE_LABELS[code].short : text(value);
}

/** "BUF -2.5 (-110)" from a pick result's details; empty when they do not name a whole line. */
function pickSlipOf(details: Details): string {
  const { market, side, point, price, home, away } = details;
  if (!isMarket(market) || !isSelection(side) || typeof price !== "number" || typeof home !== "string" || typeof away !== "string") return "";
  const line = { market, side, point: typeof point === "number" ? point : point == null ? null : Number(point), price };
  return selectionFitsMarket(market, side) ? selectionLabel(line, { home, away }) : "";
}

const isMarket = (value: unknown): value is Market => (MARKETS as readonly unknown[]).includes(value);
const isSelection = (value: unknown): value is Selection => (SELECTIONS as readonly unknown[]).includes(value);

export const NOTIFICATION_TITLES = {
  NEW_FOLLOWER: "New follower",
  PICK_RESULT: "New pick result",
  PARLAY_RESULT: "New parlay result",
  POOL_JOINED: "New pool member",
  POOL_REMOVED: "Removed from a pool",
  POOL_WEEK_WON: "You won the week",
  POOL_ANNOUNCEMENT: "Pool announcement",
  SURVIVOR_ENDED: "Survivor pool over",
  CHAT_HOOK_OFF: "Group chat turned off",
  CARD_SEASON_ENDED: "Season over",
} as const;

export function notificationText(
  type: keyof typeof NOTIFICATION_TITLES,
  raw: unknown,
): { title: string; body: string; username?: string; href?: string } {
  const details = (raw && typeof raw === "object" ? raw : {}) as Details;
  const title = NOTIFICATION_TITLES[type] ?? "Notification";
  if (type === "NEW_FOLLOWER") {
    const username = text(details.username);
    // A private follower's profile answers not-found to the reader: named, not linked.
    return { title, body: `${username || "A picker"} started following you`, username: username && details.private !== true ? username : undefined };
  }
  if (type === "POOL_JOINED") {
    const pool = text(details.poolName) || "your pool";
    const poolId = text(details.poolId);
    return { title, body: `${text(details.username) || "A picker"} joined ${pool}`, href: poolId ? `/pools/${encodeURIComponent(poolId)}` : undefined };
  }
  if (type === "POOL_REMOVED") return { title, body: `You were removed from ${text(details.poolName) || "a pool"}` };
  if (type === "POOL_WEEK_WON" || type === "POOL_ANNOUNCEMENT") return poolNews(type, title, details);
  if (type === "SURVIVOR_ENDED") return survivorEnded(title, details);
  if (type === "CHAT_HOOK_OFF") return chatHookOff(title, details);
  if (type === "CARD_SEASON_ENDED") return cardSeasonEnded(title, details);
  if (type === "PICK_RESULT") {
    const where = [leagueName(details.league), text(details.game)].filter(Boolean).join(" ");
    const slip = pickSlipOf(details);
    return { title, body: `Your pick${slip ? ` ${slip}` : ""}${where ? ` on ${where}` : ""} ${outcomeWord(details.outcome)}` };
  }
  const games = Array.isArray(details.games)
    ? details.games.map((game: Details | string) => (typeof game === "string" ? game : [leagueName(game?.league), text(game?.name)].filter(Boolean).join(" "))).join(", ")
    : "";
  const total = typeof details.betTotal === "number" ? ` (${details.betTotal > 0 ? "+" : ""}${details.betTotal})` : "";
  return { title, body: `Your parlay${total}${games ? ` on ${games}` : ""} ${outcomeWord(details.outcome)}` };
}

/** A weekly win (shared, or decided by a tiebreak, says so) and the owner's announcement, both linking to the pool. */
function poolNews(type: "POOL_WEEK_WON" | "POOL_ANNOUNCEMENT", title: string, details: Details) {
  const pool = text(details.poolName) || "your pool";
  const poolId = text(details.poolId);
  const href = poolId ? `/pools/${encodeURIComponent(poolId)}` : undefined;
  if (type === "POOL_ANNOUNCEMENT") return { title, body: `${pool}: ${text(details.text)}`, href };
  const week = text(details.weekLabel) || "last week";
  const how = details.shared === true ? " (shared first place)" : details.tiebreak ? ` on the tiebreak: ${text(details.tiebreak)}` : "";
  return { title, body: `You won ${week} in ${pool}${how}`, href };
}

/** The end of a survivor pool: the reader's own win (alone or shared), or who won. */
function survivorEnded(title: string, details: Details) {
  const pool = text(details.poolName) || "your survivor pool";
  const poolId = text(details.poolId);
  const href = poolId ? `/pools/${encodeURIComponent(poolId)}` : undefined;
  const winners = Array.isArray(details.winners) ? details.winners.map(text).filter(Boolean) : [];
  if (details.won === true) return { title, body: winners.length > 1 ? `You share the win in ${pool} with ${winners.length - 1} other${winners.length > 2 ? "s" : ""}` : `You won ${pool}: last one standing`, href };
  const names = winners.length ? winners.join(", ") : "Nobody";
  return { title, body: `${pool} is over: ${names} ${winners.length > 1 ? "share the win" : "won"}`, href };
}

/** The end of a card pool's season: the reader's own title (alone or shared), or who the champions are. */
function cardSeasonEnded(title: string, details: Details) {
  const pool = text(details.poolName) || "your pool";
  const poolId = text(details.poolId);
  const href = poolId ? `/pools/${encodeURIComponent(poolId)}` : undefined;
  const champions = Array.isArray(details.champions) ? details.champions.map(text).filter(Boolean) : [];
  if (details.won === true) {
    const others = champions.length - 1;
    return { title, body: others > 0 ? `You won the season in ${pool}, sharing first place with ${others} other${others > 1 ? "s" : ""}` : `You won the season in ${pool}: champion`, href };
  }
  if (champions.length === 0) return { title, body: `${pool}'s season is over: nobody scored`, href };
  return { title, body: `${pool}'s season is over: ${champions.join(", ")} ${champions.length > 1 ? "share the title" : "is the champion"}`, href };
}

/** The owner's pool stopped posting to its chat after failing in a row: the settings are where to paste it again. */
function chatHookOff(title: string, details: Details) {
  const pool = text(details.poolName) || "your pool";
  const poolId = text(details.poolId);
  const why = text(details.reason);
  return {
    title,
    body: `${pool} stopped posting to its group chat after ${text(details.failures) || "several"} failed posts${why ? ` (${why})` : ""}: paste the webhook again in the pool's settings`,
    href: poolId ? `/pools/${encodeURIComponent(poolId)}#chat` : undefined,
  };
}

// What each push says. Only what the picker may already see anywhere: a pool's name, a game's teams, counts of their
// own results; never a pick's side, market, line or price, so no push can carry a hidden pick before its game starts.
import { poolPath } from "./pools";

/** What the service worker shows: a title, a line of text, the page a tap opens, and a tag (a later push of the same tag replaces it). */
export type PushText = { title: string; body: string; url: string; tag: string };

const minutesUntil = (startsAt: Date, now: Date) => Math.max(1, Math.round((startsAt.getTime() - now.getTime()) / 60_000));

/** What is still missing, by the pool's kind: a pick'em pick of the week, a complete week card, a team for the survivor slate. */
const STILL_TO_PICK = {
  pickem: "You have not picked this week",
  card: "Your card is not complete this week",
  survivor: "You have no team for this slate",
} as const;

export type ReminderKind = keyof typeof STILL_TO_PICK;

export function reminderPush(pool: { id: string; name: string }, game: { matchup: string; startsAt: Date }, now: Date, kind: ReminderKind = "pickem"): PushText {
  return {
    title: `Pick in ${pool.name}`,
    body: `${STILL_TO_PICK[kind]}, and ${game.matchup} starts in ${minutesUntil(game.startsAt, now)} min.`,
    url: poolPath(pool.id),
    tag: `reminder-${pool.id}`,
  };
}

export type NightResults = { won: number; lost: number; pushed: number };

export function resultsPush(night: string, { won, lost, pushed }: NightResults): PushText {
  const parts = [won && `${won} won`, lost && `${lost} lost`, pushed && `${pushed} pushed`].filter(Boolean);
  return { title: "Your results are in", body: `${parts.join(", ")}.`, url: "/notifications", tag: `results-${night}` };
}

export function weekWonPush(pool: { id: string; name: string }, weekLabel: string, shared: boolean): PushText {
  return { title: shared ? `You shared the week in ${pool.name}` : `You won the week in ${pool.name}`, body: `${weekLabel}: top of the table.`, url: poolPath(pool.id), tag: `week-won-${pool.id}` };
}

/** A card pool's season won: the champion's own news, under the same switch as a week won. */
export function seasonWonPush(pool: { id: string; name: string }, shared: boolean): PushText {
  return { title: shared ? `You shared the season in ${pool.name}` : `You won the season in ${pool.name}`, body: "Champion: top of the season table.", url: poolPath(pool.id), tag: `season-won-${pool.id}` };
}

/** The owner's own words, cut to what a notification shows. */
export function announcementPush(pool: { id: string; name: string }, text: string): PushText {
  return { title: `Announcement in ${pool.name}`, body: text.length > 140 ? `${text.slice(0, 139)}…` : text, url: poolPath(pool.id), tag: `announcement-${pool.id}` };
}

export function survivorPush(pool: { id: string; name: string }, outcome: "won" | "out"): PushText {
  return outcome === "won"
    ? { title: `You won ${pool.name}`, body: "Last one standing in the survivor pool.", url: poolPath(pool.id), tag: `survivor-${pool.id}` }
    : { title: `You are out of ${pool.name}`, body: "Your survivor run has ended; the pool page shows who is left.", url: poolPath(pool.id), tag: `survivor-${pool.id}` };
}

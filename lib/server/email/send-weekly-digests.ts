// Sends last week's digests (at most one per picker and ISO week) in batches, due from the first scheduled sync once the week has ended.
import { createElement } from "react";
import { render } from "@react-email/render";
import { WeeklyDigestEmail, type DigestPick } from "@/emails/WeeklyDigestEmail";
import { dateFormat } from "@/lib/domain/date-format";
import { formatPoints } from "@/lib/domain/format";
import { fromDbLeague, LEAGUE_LABELS } from "@/lib/domain/leagues";
import { selectionLabel } from "@/lib/domain/markets";
import { previousWeek } from "@/lib/domain/periods";
import { sharedPickPath } from "@/lib/domain/share-paths";
import { appTimeZone } from "@/lib/settings";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Mail } from "@/lib/mail/send";
import { absoluteUrl } from "@/lib/settings/site-url";
import { sendInBatches } from "./send-in-batches";
import { unsubscribeHeaders, unsubscribePageUrl } from "./unsubscribe-link";
import { bestPicksOfWeek, dueDigestPickers, followedPickers, type BestPick, type DigestPicker, type Week } from "./weekly-digest-facts";

/** The follows' best picks, highest first, are summed up beyond this. */
const MAX_FOLLOWED = 5;

export async function sendWeeklyDigests(db: PrismaClient, now = new Date(), { batchSize }: { batchSize?: number } = {}): Promise<number> {
  const timeZone = appTimeZone();
  const week = previousWeek(now, timeZone);
  const pickers = await dueDigestPickers(db, week);
  if (pickers.length === 0) return 0;
  const follows = await followedPickers(db, pickers.map((picker) => picker.userId));
  const ids = [...new Set([...pickers.map((picker) => picker.userId), ...follows.map((follow) => follow.userId)])];
  const best = new Map((await bestPicksOfWeek(db, ids, week)).map((pick) => [pick.userId, pick]));
  const outgoing = pickers.map((picker) => {
    const followed = follows
      .filter((follow) => follow.followerId === picker.userId && best.has(follow.userId))
      .map((follow) => digestPick(follow.username, best.get(follow.userId)!))
      .sort((a, b) => Number(b.points) - Number(a.points))
      .slice(0, MAX_FOLLOWED);
    const own = best.get(picker.userId);
    const content = { best: own ? digestPick(picker.username, own) : null, followed };
    return { userId: picker.userId, render: () => digestMail(picker, content, week, timeZone) };
  });
  return sendInBatches(db, { kind: "WEEKLY_DIGEST", period: week.monday }, outgoing, { now, batchSize });
}

function digestPick(username: string, pick: BestPick): DigestPick {
  const league = LEAGUE_LABELS[fromDbLeague(pick.league)].short;
  const slip = selectionLabel({ ...pick, price: pick.moneyLine }, { home: pick.home, away: pick.away });
  const label = `${slip} (${league}: ${pick.away} @ ${pick.home})`;
  return { username, label, points: formatPoints(pick.points), url: absoluteUrl(sharedPickPath(pick.id)) };
}

/** All-time leaderboard rank at the end of the week against the end of the week before. */
export function rankMovement(rank: number | null, previous: number | null): string {
  if (rank === null) return "You are not on the leaderboard yet.";
  if (previous === null) return `You joined the leaderboard at #${rank}.`;
  if (rank < previous) return `You climbed from #${previous} to #${rank} on the leaderboard.`;
  if (rank > previous) return `You slipped from #${previous} to #${rank} on the leaderboard.`;
  return `You held #${rank} on the leaderboard.`;
}

function weekLabel({ start, end }: Week, timeZone: string): string {
  const day = dateFormat("en-US", { month: "short", day: "numeric", timeZone });
  return `${day.format(start)} to ${day.format(new Date(end.getTime() - 1))}`;
}

async function digestMail(picker: DigestPicker, content: { best: DigestPick | null; followed: DigestPick[] }, week: Week, timeZone: string): Promise<Mail> {
  const target = { userId: picker.userId, kind: "digest" as const };
  const boardUrl = absoluteUrl("/leaderboard");
  const weekPoints = formatPoints(picker.weekPoints);
  const element = createElement(WeeklyDigestEmail, {
    username: picker.username,
    week: weekLabel(week, timeZone),
    weekPoints,
    rankLine: rankMovement(picker.rank, picker.previousRank),
    ...content,
    boardUrl,
    unsubscribeUrl: unsubscribePageUrl(target),
  });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return {
    to: picker.email,
    subject: `Your Pickline week: ${weekPoints} points`,
    html,
    text,
    url: boardUrl,
    idempotencyKey: `digest-${picker.userId}-${week.monday}`,
    headers: unsubscribeHeaders(target),
  };
}

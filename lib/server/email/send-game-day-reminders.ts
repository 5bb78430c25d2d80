// Sends the due game-day reminders (at most one per picker and local day) in batches, called after each scheduled sync.
import { createElement } from "react";
import { render } from "@react-email/render";
import { GameDayReminderEmail, type ReminderGame } from "@/emails/GameDayReminderEmail";
import { gameTimeLabel } from "@/lib/domain/format";
import { fromDbLeague, LEAGUE_LABELS, sportOfLeague } from "@/lib/domain/leagues";
import { localDay, periodRange } from "@/lib/domain/periods";
import { appTimeZone, reminderLeadMs } from "@/lib/settings";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Mail } from "@/lib/mail/send";
import { absoluteUrl } from "@/lib/settings/site-url";
import { fixturePath } from "@/lib/domain/daily-pick-text";
import { poolsAwaitingPick, type AwaitingPools } from "@/lib/server/pools/pools-awaiting-pick";
import { dueReminderGames, type DueReminderGame } from "./due-reminder-games";
import { sendInBatches } from "./send-in-batches";
import { unsubscribeHeaders, unsubscribePageUrl } from "./unsubscribe-link";

/** A long game day is summed up; the league page lists the rest. */
const MAX_GAMES = 12;

export async function sendGameDayReminders(db: PrismaClient, now = new Date(), { batchSize }: { batchSize?: number } = {}): Promise<number> {
  const timeZone = appTimeZone();
  const day = localDay(now, timeZone);
  const { start, end } = periodRange("TODAY", now, timeZone);
  const week = periodRange("THIS_WEEK", now, timeZone);
  const rows = await dueReminderGames(db, { day, dayStart: start!, dayEnd: end!, now, leadMs: reminderLeadMs(), week: { start: week.start!, end: week.end! } });
  const byPicker = new Map<string, DueReminderGame[]>();
  for (const row of rows) byPicker.set(row.userId, [...(byPicker.get(row.userId) ?? []), row]);
  const pools = await poolsAwaitingPick(db, [...byPicker.keys()], { weekStart: week.start!, weekEnd: week.end!, now, dayEnd: end!, timeZone });
  const outgoing = [...byPicker].map(([userId, games]) => ({ userId, render: () => reminderMail(games, day, timeZone, pools.get(userId) ?? { pickem: [], card: [], survivor: [] }) }));
  return sendInBatches(db, { kind: "REMINDER", period: day }, outgoing, { now, batchSize });
}

async function reminderMail(games: DueReminderGame[], day: string, timeZone: string, pools: AwaitingPools): Promise<Mail> {
  const [{ userId, email, username }] = games;
  const listed: ReminderGame[] = games.slice(0, MAX_GAMES).map((game) => {
    const league = fromDbLeague(game.league);
    return {
      id: game.fixtureId,
      league: LEAGUE_LABELS[league].short,
      matchup: `${game.away} @ ${game.home}`,
      time: gameTimeLabel(game.startsAt, timeZone),
      url: absoluteUrl(fixturePath({ league, id: game.fixtureId })),
    };
  });
  const first = fromDbLeague(games[0].league);
  const leagueUrl = absoluteUrl(`/${sportOfLeague(first)}/${first}`);
  const target = { userId, kind: "reminder" as const };
  const element = createElement(GameDayReminderEmail, { username, games: listed, leagueUrl, unsubscribeUrl: unsubscribePageUrl(target), pools: pools.pickem, cardPools: pools.card, survivorPools: pools.survivor });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  const count = games.length === 1 ? "1 game" : `${games.length} games`;
  return {
    to: email,
    subject: `Game day: ${count} left to pick`,
    html,
    text,
    url: leagueUrl,
    idempotencyKey: `reminder-${userId}-${day}`,
    headers: unsubscribeHeaders(target),
  };
}

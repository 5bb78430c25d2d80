// What search engines and link previews read about a daily pick: metadata and schema.org structured data.
import type { Metadata } from "next";
import { LEAGUE_LABELS, SPORT_LABELS, type League } from "@/lib/domain/leagues";
import { markdownToPlainText } from "@/lib/markdown/render-markdown";
import { gameTimeLabel } from "@/lib/domain/format";
import { dailyPickPath, dailyPickTitle, dailyPicksListPath } from "@/lib/domain/daily-pick-text";
import { absoluteUrl } from "@/lib/settings/site-url";
import type { DailyPick } from "@/lib/contracts/daily-picks";

export function dailyPickDescription(pick: DailyPick, timeZone: string): string {
  const lead = `${pick.teams.away.name} at ${pick.teams.home.name}, ${gameTimeLabel(pick.date.time, timeZone)}.`;
  return `${lead} ${markdownToPlainText(pick.report, Math.max(60, 200 - lead.length))}`;
}

export function dailyPicksListMetadata(league: League): Metadata {
  const label = LEAGUE_LABELS[league].short;
  const title = `Free daily ${label} picks`;
  const description = `Free daily ${label} picks with a full game report, the money-line odds and what the Pickline community picks. No real money.`;
  const url = absoluteUrl(dailyPicksListPath(league));
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: "website", url, title, description, siteName: "Pickline" },
    twitter: { card: "summary", title, description },
  };
}

export function dailyPickMetadata(pick: DailyPick, timeZone: string): Metadata {
  const title = dailyPickTitle(pick);
  const description = dailyPickDescription(pick, timeZone);
  const url = absoluteUrl(dailyPickPath(pick));
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      url,
      title,
      description,
      siteName: "Pickline",
      publishedTime: pick.reportPublishedAt,
      modifiedTime: pick.reportUpdatedAt,
      section: LEAGUE_LABELS[pick.league].short,
    },
    // The images come from the route's opengraph-image.tsx and twitter-image.tsx, whose URLs Next generates.
    twitter: { card: "summary_large_image", title, description },
  };
}

const EVENT_STATUS: Record<DailyPick["status"], string> = {
  PREGAME: "https://schema.org/EventScheduled",
  IN_PROGRESS: "https://schema.org/EventScheduled",
  FINAL: "https://schema.org/EventScheduled",
  POSTPONED: "https://schema.org/EventPostponed",
  CANCELED: "https://schema.org/EventCancelled",
};

export function dailyPickJsonLd(pick: DailyPick, timeZone: string) {
  const url = absoluteUrl(dailyPickPath(pick));
  const team = (t: DailyPick["teams"]["home"]) => ({ "@type": "SportsTeam", name: t.name, alternateName: t.abbreviation });
  const event = {
    "@type": "SportsEvent",
    "@id": `${url}#event`,
    name: `${pick.teams.away.name} at ${pick.teams.home.name}`,
    sport: SPORT_LABELS[pick.sport],
    startDate: pick.date.time,
    eventStatus: EVENT_STATUS[pick.status],
    homeTeam: team(pick.teams.home),
    awayTeam: team(pick.teams.away),
    competitor: [team(pick.teams.home), team(pick.teams.away)],
    organizer: { "@type": "SportsOrganization", name: LEAGUE_LABELS[pick.league].name },
  };
  const article = {
    "@type": "Article",
    "@id": `${url}#article`,
    headline: dailyPickTitle(pick),
    description: dailyPickDescription(pick, timeZone),
    datePublished: pick.reportPublishedAt,
    dateModified: pick.reportUpdatedAt,
    author: { "@type": "Organization", name: "Pickline", url: absoluteUrl("/") },
    publisher: { "@type": "Organization", name: "Pickline", url: absoluteUrl("/") },
    mainEntityOfPage: url,
    about: { "@id": `${url}#event` },
  };
  return { "@context": "https://schema.org", "@graph": [event, article] };
}

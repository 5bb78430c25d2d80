// sitemap.xml: daily picks, league dashboards and daily-pick lists, the leaderboard, the static pages and public pickers'
// shared pages, with last-modified dates.
import type { MetadataRoute } from "next";
import { LEAGUES, sportOfLeague, type League } from "@/lib/domain/leagues";
import { dailyPickPath, dailyPicksListPath } from "@/lib/domain/daily-pick-text";
import { listSitemapPicks } from "@/lib/server/reports/list-sitemap-entries";
import { absoluteUrl } from "@/lib/settings/site-url";
import { listSitemapShares } from "@/lib/server/share/list-sitemap-shares";

// Read from the database on request (cached by the CDN through revalidate), never at build time.
export const dynamic = "force-dynamic";

/** Content edited with the code: their last change is the deployment's, approximated by this server's start. */
const STATIC_PAGES = ["/", "/rules", "/contact", "/privacy"];
const DEPLOYED_AT = new Date();

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Next writes each url into <loc> as given: escape it, or "?sport=football&league=nfl" breaks the XML. */
function loc(path: string): string {
  return absoluteUrl(path).replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const now = new Date();
  const [picks, shares] = await Promise.all([listSitemapPicks(), listSitemapShares()]);
  const latestByLeague = new Map<League, Date>();
  for (const pick of picks) {
    const latest = latestByLeague.get(pick.league);
    if (!latest || pick.lastModified > latest) latestByLeague.set(pick.league, pick.lastModified);
  }
  return [
    ...STATIC_PAGES.map((path) => ({ url: loc(path), lastModified: DEPLOYED_AT, changeFrequency: "monthly" as const })),
    { url: loc("/leaderboard"), lastModified: now, changeFrequency: "hourly" as const },
    ...LEAGUES.flatMap((league) => [
      { url: loc(`/${sportOfLeague(league)}/${league}`), lastModified: now, changeFrequency: "hourly" as const },
      { url: loc(dailyPicksListPath(league)), lastModified: latestByLeague.get(league) ?? now, changeFrequency: "daily" as const },
    ]),
    ...picks.map((pick) => ({ url: loc(dailyPickPath(pick)), lastModified: pick.lastModified, changeFrequency: "daily" as const })),
    ...shares.map((share) => ({ url: loc(share.path), lastModified: share.lastModified, changeFrequency: "daily" as const })),
  ];
}

// Every published daily pick with its last change, and each league's latest report, for the sitemap.
import "server-only";
import { db } from "@/lib/db";
import { fromDbLeague, type League } from "@/lib/domain/leagues";
import { publishedWhere } from "./daily-pick-select";

/** A sitemap file holds at most 50,000 URLs; the newest games go first and the rest wait for a sitemap index. */
export const SITEMAP_PICKS_LIMIT = 45_000;

export type SitemapPick = { id: number; league: League; lastModified: Date };

export async function listSitemapPicks(): Promise<SitemapPick[]> {
  const rows = await db.fixture.findMany({
    where: publishedWhere(),
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    take: SITEMAP_PICKS_LIMIT,
    select: { id: true, league: true, reportPublishedAt: true },
  });
  const edits = await db.adminAudit.groupBy({
    by: ["fixtureId"],
    where: { action: { in: ["REPORT_SAVED", "REPORT_PUBLISHED"] }, fixtureId: { not: null } },
    _max: { createdAt: true },
  });
  const lastEdit = new Map(edits.map((e) => [e.fixtureId, e._max.createdAt]));
  return rows.map((row) => {
    const published = row.reportPublishedAt ?? new Date(0);
    const edited = lastEdit.get(row.id);
    return { id: row.id, league: fromDbLeague(row.league), lastModified: edited && edited > published ? edited : published };
  });
}

// Fixtures an admin can write about: from three days back in one league, soonest first, with each report's state.
import "server-only";
import { keysetCursor } from "@/lib/contracts/cursor";
import { toKeysetPage } from "@/lib/contracts/page-from-rows";
import type { AdminFixture } from "@/lib/contracts/admin";
import type { Page, PageQuery } from "@/lib/contracts/page";
import { db } from "@/lib/db";
import { fromDbLeague, toDbLeague, type League } from "@/lib/domain/leagues";
import { adminFixtureSelect } from "./admin-fixture-select";

const LOOK_BACK_MS = 3 * 86_400_000;

export async function listAdminFixtures(league: League, paging: PageQuery, now = new Date()): Promise<Page<AdminFixture>> {
  const [at, id] = keysetCursor.decode(paging.cursor) ?? [];
  const rows = await db.fixture.findMany({
    where: {
      league: toDbLeague(league),
      startsAt: { gte: new Date(now.getTime() - LOOK_BACK_MS) },
      // Keyset on (startsAt, id) ascending: the page after the cursor's fixture.
      ...(at && id ? { OR: [{ startsAt: { gt: at } }, { startsAt: at, id: { gt: id } }] } : {}),
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: paging.limit + 1,
    select: adminFixtureSelect,
  });
  return toKeysetPage(
    rows,
    paging.limit,
    (row) => ({ at: row.startsAt, id: row.id }),
    (row) => ({
      id: row.id,
      league: fromDbLeague(row.league),
      startsAt: row.startsAt.toISOString(),
      status: row.status,
      home: row.homeTeam.name,
      away: row.awayTeam.name,
      hasReport: row.report !== null,
      published: row.reportPublishedAt !== null,
    }),
  );
}

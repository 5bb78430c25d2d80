// The empty states on a database that has none: a league without published reports, a board without games.
jest.mock("next/cache", () => ({ unstable_cache: (load: () => unknown) => load }));
jest.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("notFound");
  },
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/baseball/mlb",
}));

import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SWRConfig } from "swr";
import { LoginPanelProvider } from "@/components/auth/LoginPanelProvider";
import { DailyPicksScreen } from "@/components/daily/DailyPicksScreen";
import { FixtureList } from "@/components/fixtures/FixtureList";
import { ParlayBuilderProvider } from "@/components/parlay/ParlayBuilderProvider";
import { ToastProvider } from "@/components/ui/toast/ToastProvider";
import { db } from "@/lib/db";
import { FIXTURE_FILTERS, periodRange } from "@/lib/domain/periods";
import { appTimeZone } from "@/lib/settings";
import { listFixtures } from "@/lib/server/fixtures/list-fixtures";
import { createFixture } from "../support/factories";

const html = (element: ReactElement) => renderToStaticMarkup(element);

describe("No reports for this league", () => {
  test("a league whose reports are all unpublished shows it; the first published report replaces it", async () => {
    const nfl = await createFixture({ league: "NFL" });
    await db.fixture.update({ where: { id: nfl.id }, data: { report: "NFL read", reportPublishedAt: new Date(Date.now() - 60_000) } });
    const mlb = await createFixture({ league: "MLB" });
    await db.fixture.update({ where: { id: mlb.id }, data: { report: "Draft, not published" } });

    expect(html(await DailyPicksScreen({ league: "mlb", cursor: null }))).toContain("No reports for this league");
    expect(html(await DailyPicksScreen({ league: "nfl", cursor: null }))).not.toContain("No reports for this league");

    await db.fixture.update({ where: { id: mlb.id }, data: { reportPublishedAt: new Date(Date.now() - 60_000) } });
    expect(html(await DailyPicksScreen({ league: "mlb", cursor: null }))).not.toContain("No reports for this league");
  });
});

describe("No scheduled fixtures available", () => {
  function board(page: Awaited<ReturnType<typeof listFixtures>>, filter: (typeof FIXTURE_FILTERS)[number]) {
    const list = h(FixtureList, { sport: "baseball", league: "mlb", filter, firstPage: page, signedIn: false });
    const builder = h(ParlayBuilderProvider, { signedIn: false, children: list });
    const providers = h(ToastProvider, null, h(LoginPanelProvider, null, builder));
    return html(h(SWRConfig, { value: { provider: () => new Map() } }, providers));
  }

  // Noon of today in the app's time zone: a game an hour later is inside every filter whenever the suite runs
  // (an hour after the real clock would fall on tomorrow late in the evening).
  const noon = () => new Date((periodRange("TODAY", new Date(), appTimeZone()).start as Date).getTime() + 12 * 60 * 60_000);

  test.each(FIXTURE_FILTERS)("a league without games shows it under the '%s' filter; a game replaces it", async (filter) => {
    await db.pick.deleteMany({});
    await db.fixture.deleteMany({});
    await createFixture({ league: "NFL" });
    const now = noon();
    const empty = await listFixtures({ league: "MLB", filter, limit: 20, callerId: null, now });
    expect(empty.items).toEqual([]);
    expect(board(empty, filter)).toContain("No scheduled fixtures available");

    await createFixture({ league: "MLB", startsAt: new Date(now.getTime() + 60 * 60_000) });
    const one = await listFixtures({ league: "MLB", filter, limit: 20, callerId: null, now });
    expect(one.items).toHaveLength(1);
    expect(board(one, filter)).not.toContain("No scheduled fixtures available");
  });
});

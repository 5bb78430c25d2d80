// Titles, metadata and JSON-LD of a daily pick, and the escaping that keeps JSON-LD inside its script element.
import { jsonLdText } from "@/components/daily/JsonLd";
import { dailyPickTitle, statusLabel } from "@/lib/domain/daily-pick-text";
import { dailyPickJsonLd, dailyPickMetadata } from "@/lib/server/reports/daily-pick-seo";
import { dailyPick } from "../../support/daily-pick-factory";

const TZ = "America/New_York";

beforeEach(() => {
  process.env.SITE_URL = "https://pickline.example/";
});
afterAll(() => {
  delete process.env.SITE_URL;
});

test("the title is 'Free daily {LEAGUE} pick: home-away' with full team names", () => {
  expect(dailyPickTitle(dailyPick())).toBe("Free daily NFL pick: Kansas City Chiefs-Buffalo Bills");
  expect(dailyPickTitle(dailyPick({ league: "nhl" }))).toBe("Free daily NHL pick: Kansas City Chiefs-Buffalo Bills");
});

test("status reads as the game stands", () => {
  expect(statusLabel(dailyPick())).toBe("Scheduled");
  expect(statusLabel(dailyPick({ status: "IN_PROGRESS" }))).toBe("Live");
  expect(statusLabel(dailyPick({ status: "FINAL", score: { home: 3, away: 10 } }))).toBe("Final: BUF 10, KC 3");
  expect(statusLabel(dailyPick({ status: "POSTPONED" }))).toBe("Postponed");
});

test("metadata: unique title and description, canonical from SITE_URL, Open Graph article and a large Twitter card", () => {
  const meta = dailyPickMetadata(dailyPick(), TZ);
  expect(meta.title).toBe("Free daily NFL pick: Kansas City Chiefs-Buffalo Bills");
  expect(meta.description).toBe("Buffalo Bills at Kansas City Chiefs, Mon, 11/23, 1:00 PM EST. The line is tight.");
  expect(meta.alternates?.canonical).toBe("https://pickline.example/picks/daily/football/nfl/7");
  expect(meta.openGraph).toMatchObject({ type: "article", url: "https://pickline.example/picks/daily/football/nfl/7", publishedTime: "2026-11-22T10:00:00.000Z" });
  expect(meta.twitter).toMatchObject({ card: "summary_large_image", title: meta.title });
  expect(dailyPickMetadata(dailyPick({ id: 8 }), TZ).alternates?.canonical).not.toBe(meta.alternates?.canonical);
});

test("JSON-LD: a SportsEvent with both teams and the start, and an Article with headline, dates and author", () => {
  const data = dailyPickJsonLd(dailyPick({ reportUpdatedAt: "2026-11-22T11:00:00.000Z" }), TZ);
  const [event, article] = data["@graph"];
  expect(event).toMatchObject({
    "@type": "SportsEvent",
    startDate: "2026-11-23T18:00:00.000Z",
    homeTeam: { "@type": "SportsTeam", name: "Kansas City Chiefs" },
    awayTeam: { "@type": "SportsTeam", name: "Buffalo Bills" },
  });
  expect(article).toMatchObject({
    "@type": "Article",
    headline: "Free daily NFL pick: Kansas City Chiefs-Buffalo Bills",
    datePublished: "2026-11-22T10:00:00.000Z",
    dateModified: "2026-11-22T11:00:00.000Z",
    author: { "@type": "Organization", name: "Pickline" },
  });
});

test("JSON-LD text cannot close its script element and still parses to the same data", () => {
  const data = { name: "</script><script>alert(1)</script><!--", line: "a\u2028b" };
  const text = jsonLdText(data);
  expect(text).not.toContain("<");
  expect(JSON.parse(text)).toEqual(data);
});

// Paths no decoder accepts and cursors the app never issued, against the production server: the not-found page with
// a 404 for pages, the catalogue's envelope with a 4xx for the API, never a 500.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { malformedPercentSegment } from "../tests/support/hostile-input";
import { sql } from "./support";

const NOT_FOUND_TEXT = "Seems like you were caught offside!";

/** Every page's URL template (app/**\/page.tsx, route groups dropped), e.g. "/[sport]/[league]/fixture/[id]". */
function pageTemplates(dir = path.join(process.cwd(), "app"), prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === "page.tsx" ? [prefix || "/"] : [];
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    return pageTemplates(path.join(dir, entry.name), `${prefix}${segment}`);
  });
}

/** Each dynamic segment of each page in turn made malformed, the others plausible (a deterministic sample). */
function generatedPagePaths(): string[] {
  const plausible: Record<string, string> = { sport: "football", league: "nfl", id: "1", cursor: "1", username: "someone" };
  const templates = pageTemplates().filter((template) => template.includes("["));
  const bad = fc.sample(malformedPercentSegment, { numRuns: 40, seed: 20_260_513 });
  return templates.flatMap((template, t) => {
    const names = [...template.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1]);
    return names.map((name, n) =>
      template.replace(/\[([^\]]+)\]/g, (_, other: string) => (other === name ? bad[(t * 3 + n) % bad.length] : (plausible[other] ?? "x"))),
    );
  });
}

async function expectNotFoundPage(request: APIRequestContext, url: string) {
  const response = await request.get(url, { headers: { accept: "text/html" }, maxRedirects: 0 });
  expect(response.status(), url).toBe(404);
  expect(await response.text(), url).toContain(NOT_FOUND_TEXT);
}

test("pages with a malformed percent-encoding in any segment are not found", async ({ request }) => {
  const found = ["/picker/%E0%A4%A", "/football/%ff", "/picks/daily/football/nfl/%ff", "/%ff", "/%ff/nfl", "/football/nfl/fixture/%E0%A4%A"];
  const generated = generatedPagePaths();
  expect(generated.length).toBeGreaterThan(10);
  for (const url of [...found, ...generated]) await expectNotFoundPage(request, url);
});

test("daily-pick pages given a cursor the app never issued are not found", async ({ request }) => {
  // A dead "older" link shows the not-found page, never the first page under an older page's address.
  const [otherLeague] = await sql<{ id: number }>(`SELECT id FROM "Fixture" WHERE league = 'NBA' AND report IS NOT NULL LIMIT 1`);
  const [noReport] = await sql<{ id: number }>(`SELECT id FROM "Fixture" WHERE league = 'NFL' AND report IS NULL LIMIT 1`);
  expect(otherLeague && noReport).toBeTruthy();
  const urls = [
    `/picks/daily?sport=football&league=nfl&cursor=${otherLeague.id}`,
    `/picks/daily/football/nfl/older/${noReport.id}`,
    "/picks/daily?sport=football&league=nfl&cursor=5",
    "/picks/daily/football/nfl/older/1",
    "/picks/daily/football/nfl/older/0",
    "/picks/daily/football/nfl/older/2147483648",
    "/picks/daily/football/nfl/older/9007199254740993",
    "/picks/daily/football/nfl/older/-1",
    "/picks/daily/football/nfl/older/%00",
  ];
  for (const url of urls) await expectNotFoundPage(request, url);
});

test("API routes refuse a malformed percent-encoding in the catalogue's shape", async ({ request }) => {
  const urls = ["/api/picker/%ff", "/api/picker/%E0%A4%A/stats", "/api/football/%ff/fixtures", "/api/%ff/nfl/fixtures", "/api/follow/followers/%C0%80"];
  for (const url of urls) {
    const response = await request.get(url, { headers: { accept: "application/json" } });
    expect([400, 404], url).toContain(response.status());
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    expect(body.error?.code, url).toMatch(/^(VALIDATION_ERROR|NOT_FOUND)$/);
    expect(typeof body.error?.message, url).toBe("string");
  }
});

test("Auth.js's own endpoints are gone: nothing in the product used them", async ({ request }) => {
  for (const url of ["/api/auth/session", "/api/auth/csrf", "/api/auth/providers", "/api/auth/signin"]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
});

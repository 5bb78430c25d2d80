// Shared picks, parlays and profiles: public for public pickers, not-found for others when private, with PNG previews
// whose URL changes with the result, in the sitemap only while public; and the preferences route that sets privacy.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { GET as readPreferences, PUT as writePreferences } from "@/app/api/user/preferences/route";
import { db } from "@/lib/db";
import { getPickerProfile } from "@/lib/server/pickers/get-picker-profile";
import { getSharedParlay } from "@/lib/server/share/get-shared-parlay";
import { getSharedPick } from "@/lib/server/share/get-shared-pick";
import { getSharedProfile } from "@/lib/server/share/get-shared-profile";
import { listSitemapShares } from "@/lib/server/share/list-sitemap-shares";
import type { ImageAsk } from "../support/og-image-child";
import { createFixture, createSignedInUser, createUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";
import { parlayWithLegs, pickWithOdds } from "../support/results-factories";

const run = promisify(execFile);

type Drawn = { status: number; headers: Record<string, string | null>; length: number; head: number[]; fetched: string[] };

/** The image routes run in one child process per call: see tests/support/og-image-child.ts. */
async function draw(asks: ImageAsk[]): Promise<Drawn[]> {
  const child = path.join("tests", "support", "og-image-child.ts");
  const { stdout } = await run(process.execPath, ["--conditions", "react-server", "--import", "tsx", child, JSON.stringify(asks)], { env: process.env });
  return JSON.parse(stdout) as Drawn[];
}

async function world(options: { private?: boolean } = {}) {
  const { user, token } = await createSignedInUser();
  if (options.private) await db.user.update({ where: { id: user.id }, data: { private: true } });
  const [first, second] = [await createFixture(), await createFixture({ league: "NBA" })];
  const pick = await pickWithOdds(user.id, first.id, "AWAY", 130);
  const parlay = await parlayWithLegs(user.id, [
    { fixtureId: first.id, side: "HOME", moneyLine: -150 },
    { fixtureId: second.id, side: "AWAY", moneyLine: 120 },
  ]);
  return { user, token, username: user.username!, fixture: first, pick, parlay };
}

function expectPng(drawn: Drawn) {
  expect(drawn.status).toBe(200);
  expect(drawn.headers["content-type"]).toBe("image/png");
  expect(drawn.length).toBeGreaterThan(1000);
  // The PNG signature: a real image, not an error page served as one.
  expect(drawn.head).toEqual([0x89, 0x50, 0x4e, 0x47]);
  // Every glyph comes from the bundled font: a missing one would be fetched from a font service on every drawing.
  expect(drawn.fetched).toEqual([]);
}

describe("share pages", () => {
  test("a public picker's pick, parlay and profile are visible to visitors", async () => {
    const { pick, parlay, username } = await world();
    const shared = await getSharedPick(pick.id, null);
    expect(shared).toMatchObject({ picker: { username }, pick: { id: pick.id, side: "AWAY", moneyLine: 130, state: "PENDING" } });
    expect((await getSharedParlay(parlay.id, null)).parlay).toMatchObject({ hidden: false, picks: [expect.anything(), expect.anything()] });
    expect((await getSharedProfile(username, null)).record).toMatchObject({ total: 2, pending: 2 });
  });

  test("a private picker's pages are not-found to visitors and to other pickers, but not to the picker", async () => {
    const { user, pick, parlay, username } = await world({ private: true });
    const other = await createUser();
    for (const viewer of [null, other.id]) {
      await expect(getSharedPick(pick.id, viewer)).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(getSharedParlay(parlay.id, viewer)).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(getPickerProfile(username, viewer)).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await getSharedPick(pick.id, user.id)).pick.id).toBe(pick.id);
    expect((await getPickerProfile(username, user.id)).isOwn).toBe(true);
  });

  test("a parlay leg is not a shared pick of its own", async () => {
    const { parlay } = await world();
    await expect(getSharedPick(parlay.legs[0].id, null)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  test("the image version changes when the result does", async () => {
    const { pick, fixture } = await world();
    const before = (await getSharedPick(pick.id)).version;
    expect((await getSharedPick(pick.id)).version).toBe(before);
    await db.fixture.update({ where: { id: fixture.id }, data: { status: "FINAL", homeScore: 1, awayScore: 3, winnerSide: "AWAY" } });
    await db.pick.update({ where: { id: pick.id }, data: { state: "FINAL", outcome: "WIN", points: "1.3000", settledAt: new Date() } });
    expect((await getSharedPick(pick.id)).version).not.toBe(before);
  });
});

describe("share images", () => {
  test("pick, parlay and profile images answer a PNG, cached for good under the current version", async () => {
    const { pick, parlay, username } = await world();
    const version = (await getSharedPick(pick.id)).version;
    const id = String(pick.id);
    const [current, stale, parlayPng, profilePng, unchanged] = await draw([
      { kind: "pick", key: id, version },
      { kind: "pick", key: id, version: "outdatedvers" },
      { kind: "parlay", key: String(parlay.id), version: "x" },
      { kind: "picker", key: username, version: "x" },
      { kind: "pick", key: id, version, ifNoneMatch: `"${version}"` },
    ]);
    for (const drawn of [current, stale, parlayPng, profilePng]) expectPng(drawn);
    expect(current.headers["cache-control"]).toContain("immutable");
    expect(current.headers.etag).toBe(`"${version}"`);
    expect(stale.headers["cache-control"]).not.toContain("immutable");
    expect(unchanged.status).toBe(304);
  }, 90_000);

  test("a hidden pick's and a hidden parlay's images draw \"Picked ✓\" offline", async () => {
    const { user, pick, parlay } = await world();
    await db.user.update({ where: { id: user.id }, data: { hidePendingPicks: true } });
    const drawn = await draw([
      { kind: "pick", key: String(pick.id), version: "x" },
      { kind: "parlay", key: String(parlay.id), version: "x" },
    ]);
    for (const image of drawn) expectPng(image);
  }, 90_000);

  test("a private picker's images and unknown ids are not-found", async () => {
    const { pick, parlay, username } = await world({ private: true });
    const answers = await draw([
      { kind: "pick", key: String(pick.id), version: "x" },
      { kind: "parlay", key: String(parlay.id), version: "x" },
      { kind: "picker", key: username, version: "x" },
      { kind: "pick", key: "99999999999", version: "x" },
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
  }, 90_000);
});

describe("sitemap and privacy setting", () => {
  test("the sitemap lists a picker's pages only while they are public", async () => {
    const { pick, parlay, username, token } = await world();
    const paths = async () => new Set((await listSitemapShares()).map((share) => share.path));
    let listed = await paths();
    expect([listed.has(`/pick/${pick.id}`), listed.has(`/parlay/${parlay.id}`), listed.has(`/picker/${username}`)]).toEqual([true, true, true]);

    const put = await writePreferences(apiRequest("/api/user/preferences", { method: "PUT", bearer: token, body: { private: true } }), routeContext({}));
    expect(await readJson(put)).toEqual({ payload: { private: true, hidePendingPicks: false, emailReminder: false, emailDigest: false } });
    listed = await paths();
    expect([listed.has(`/pick/${pick.id}`), listed.has(`/parlay/${parlay.id}`), listed.has(`/picker/${username}`)]).toEqual([false, false, false]);
  });

  test("preferences are off by default, need a caller, and refuse unknown fields", async () => {
    const { token } = await createSignedInUser();
    expect(await readJson(await readPreferences(apiRequest("/api/user/preferences", { bearer: token }), routeContext({})))).toEqual({
      payload: { private: false, hidePendingPicks: false, emailReminder: false, emailDigest: false },
    });
    expect((await readPreferences(apiRequest("/api/user/preferences"), routeContext({}))).status).toBe(401);
    const bad = await writePreferences(apiRequest("/api/user/preferences", { method: "PUT", bearer: token, body: { admin: true } }), routeContext({}));
    expect(bad.status).toBe(400);
  });
});

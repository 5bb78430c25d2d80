// POST /api/{sport}/{league}/pick: every refusal, the database-clock deadline, the unique-index race and the stored odds.
import { POST as pick } from "@/app/api/[sport]/[league]/pick/route";
import { db } from "@/lib/db";
import { moneyLineToDecimal, roundOdds } from "@/lib/domain/odds";
import { createFixture, createPick, createSignedInUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

const NFL = { sport: "football", league: "nfl" };

function post(body: unknown, options: { bearer?: string; cookie?: string; headers?: Record<string, string>; route?: typeof NFL } = {}) {
  const { route = NFL, ...rest } = options;
  return pick(apiRequest(`/api/${route.sport}/${route.league}/pick`, { method: "POST", body, ...rest }), routeContext(route));
}

/** Moves a fixture's start relative to the DATABASE clock, so no JS clock is involved. */
async function startAtDbOffset(fixtureId: number, offset: string) {
  await db.$executeRawUnsafe(`UPDATE "Fixture" SET "startsAt" = now() + $1::interval WHERE id = $2`, offset, fixtureId);
}

describe("POST /api/{sport}/{league}/pick", () => {
  test("a verified picker picks a side; the pick locks the money line, decimal odds, time and source", async () => {
    const { user, token } = await createSignedInUser();
    const fixture = await createFixture({ homeMoneyLine: -150, awayMoneyLine: 130 });
    const response = await post({ side: "AWAY", fixtureId: fixture.id }, { bearer: token });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.payload).toMatchObject({ fixtureId: fixture.id, side: "AWAY", moneyLine: 130, decimalOdds: 2.3, kind: "NORMAL", state: "PENDING" });

    const stored = await db.pick.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ side: "AWAY", kind: "NORMAL", parlayId: null, moneyLine: 130, opposingMoneyLine: -150, oddsSource: "test" });
    expect(stored[0].decimalOdds.toString()).toBe("2.3");
    const [{ skew }] = await db.$queryRaw<{ skew: number }[]>`SELECT abs(extract(epoch FROM now() - ${stored[0].oddsAt}::timestamptz))::float AS skew`;
    expect(skew).toBeLessThan(60);

    // A later line move never rewrites the locked odds.
    await db.fixture.update({ where: { id: fixture.id }, data: { awayMoneyLine: 250 } });
    expect((await db.pick.findFirstOrThrow({ where: { userId: user.id } })).moneyLine).toBe(130);
  });

  test("the SQL odds match the domain's roundOdds(moneyLineToDecimal(line)) for every line", async () => {
    const rows = await db.$queryRaw<{ line: number; odds: string }[]>`
      SELECT line, round(CASE WHEN line > 0 THEN 1 + line / 100.0 ELSE 1 + 100.0 / abs(line) END, 4)::text AS odds
      FROM generate_series(-5000, 5000) AS line WHERE abs(line) >= 100`;
    const mismatches = rows.filter((row) => Number(row.odds) !== roundOdds(moneyLineToDecimal(row.line)));
    expect(rows.length).toBeGreaterThan(9000);
    expect(mismatches).toEqual([]);
  });

  test("a visitor is UNAUTHORIZED", async () => {
    const fixture = await createFixture();
    const response = await post({ side: "HOME", fixtureId: fixture.id });
    expect(response.status).toBe(401);
    expect((await readJson(response)).error?.code).toBe("UNAUTHORIZED");
  });

  test("an unverified user and a user without a nickname are FORBIDDEN with a message saying why", async () => {
    const fixture = await createFixture();
    const unverified = await createSignedInUser({ verified: false });
    const r1 = await post({ side: "HOME", fixtureId: fixture.id }, { bearer: unverified.token });
    expect(r1.status).toBe(403);
    expect((await readJson(r1)).error).toEqual({ code: "FORBIDDEN", message: expect.stringContaining("Verify your e-mail") });

    const nameless = await createSignedInUser({ username: null });
    const r2 = await post({ side: "HOME", fixtureId: fixture.id }, { bearer: nameless.token });
    expect(r2.status).toBe(403);
    // details.reason lets the client send them to /nickname instead of showing a dead end.
    expect((await readJson(r2)).error).toEqual({
      code: "FORBIDDEN",
      message: expect.stringContaining("nickname"),
      details: { reason: "NICKNAME_REQUIRED" },
    });
    expect(await db.pick.count({ where: { fixtureId: fixture.id } })).toBe(0);
  });

  test("a fixture of another league, or none at all, is NOT_FOUND", async () => {
    const { token } = await createSignedInUser();
    const nba = await createFixture({ league: "NBA" });
    const wrong = await post({ side: "HOME", fixtureId: nba.id }, { bearer: token });
    expect(wrong.status).toBe(404);
    expect((await readJson(wrong)).error?.code).toBe("NOT_FOUND");
    const missing = await post({ side: "HOME", fixtureId: 999_999 }, { bearer: token });
    expect(missing.status).toBe(404);
    const right = await post({ side: "HOME", fixtureId: nba.id }, { bearer: token, route: { sport: "basketball", league: "nba" } });
    expect(right.status).toBe(200);
  });

  test("a sport and league that do not belong together are NOT_FOUND", async () => {
    const { token } = await createSignedInUser();
    const fixture = await createFixture();
    const response = await post({ side: "HOME", fixtureId: fixture.id }, { bearer: token, route: { sport: "hockey", league: "nfl" } });
    expect(response.status).toBe(404);
  });

  test("the deadline is the start by the database clock: start - 1 s is accepted, start + 1 s is PICK_CLOSED", async () => {
    const { token } = await createSignedInUser();
    const open = await createFixture();
    await startAtDbOffset(open.id, "1 second");
    const accepted = await post({ side: "HOME", fixtureId: open.id }, { bearer: token });
    expect(accepted.status).toBe(200);

    const started = await createFixture();
    await startAtDbOffset(started.id, "-1 second");
    const refused = await post({ side: "HOME", fixtureId: started.id }, { bearer: token });
    expect(refused.status).toBe(422);
    expect((await readJson(refused)).error?.code).toBe("PICK_CLOSED");
  });

  test("a game no longer PREGAME is PICK_CLOSED even before its scheduled start", async () => {
    const { token } = await createSignedInUser();
    const live = await createFixture();
    await db.fixture.update({ where: { id: live.id }, data: { status: "IN_PROGRESS" } });
    const response = await post({ side: "AWAY", fixtureId: live.id }, { bearer: token });
    expect(response.status).toBe(422);
    expect((await readJson(response)).error?.code).toBe("PICK_CLOSED");
  });

  test("a side without a money line is NO_ODDS; the other side can still be picked", async () => {
    const { token } = await createSignedInUser();
    const fixture = await createFixture({ homeMoneyLine: null, awayMoneyLine: 120 });
    const refused = await post({ side: "HOME", fixtureId: fixture.id }, { bearer: token });
    expect(refused.status).toBe(422);
    expect((await readJson(refused)).error?.code).toBe("NO_ODDS");
    expect((await post({ side: "AWAY", fixtureId: fixture.id }, { bearer: token })).status).toBe(200);
  });

  test("a second pick on the same game is a CONFLICT, whichever side", async () => {
    const { user, token } = await createSignedInUser();
    const fixture = await createFixture();
    await createPick(user.id, fixture.id, "HOME");
    const response = await post({ side: "AWAY", fixtureId: fixture.id }, { bearer: token });
    expect(response.status).toBe(409);
    expect((await readJson(response)).error?.code).toBe("CONFLICT");
  });

  test("20 concurrent picks by one picker create exactly one row and 19 CONFLICTs", async () => {
    const { user, token } = await createSignedInUser();
    const fixture = await createFixture();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post({ side: i % 2 ? "HOME" : "AWAY", fixtureId: fixture.id }, { bearer: token })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await db.pick.count({ where: { userId: user.id, fixtureId: fixture.id } })).toBe(1);
  });

  test("bad input is a VALIDATION_ERROR and a cookie from another origin is FORBIDDEN", async () => {
    const { token } = await createSignedInUser();
    const fixture = await createFixture();
    const bad = await post({ side: "DRAW", fixtureId: fixture.id }, { bearer: token });
    expect(bad.status).toBe(400);
    const foreign = await post({ side: "HOME", fixtureId: fixture.id }, { cookie: token, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    const same = await post({ side: "HOME", fixtureId: fixture.id }, { cookie: token, headers: { origin: "http://localhost:3000" } });
    expect(same.status).toBe(200);
  });
});

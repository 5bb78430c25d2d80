// Many pickers picking one game at once: every pick is stored and counted, and nobody reading meanwhile sees a count go down.
import pg from "pg";
import { POST as pick } from "@/app/api/[sport]/[league]/pick/route";
import { createPrismaClient, db } from "@/lib/db";
import { env } from "@/lib/settings";
import { createFixture, createSignedInUser } from "../support/factories";
import { recount, shownCounts, type PickCounts } from "../support/pick-counts";
import { apiRequest, routeContext } from "../support/requests";

const N = 50;

test(`${N} pickers picking one game at once: ${N} rows, counts equal a recount, and a reader polling meanwhile never sees a count go down`, async () => {
  const fixture = await createFixture();
  const pickers = await Promise.all(Array.from({ length: N }, () => createSignedInUser()));
  // The reader has its own pool, so its reads run beside the picks rather than queueing behind them.
  const reader = createPrismaClient(env().DATABASE_URL);
  const seen: PickCounts[] = [];
  let done = false;
  const polling = (async () => {
    while (!done) seen.push(await shownCounts(fixture.id, "NFL", reader));
  })();
  try {
    const responses = await Promise.all(
      pickers.map(({ token }, i) =>
        pick(
          apiRequest("/api/football/nfl/pick", { method: "POST", bearer: token, body: { side: i % 3 ? "HOME" : "AWAY", fixtureId: fixture.id } }),
          routeContext({ sport: "football", league: "nfl" }),
        ),
      ),
    );
    done = true;
    await polling;
    expect(responses.map((r) => r.status)).toEqual(Array(N).fill(200));
  } finally {
    done = true;
    await polling.catch(() => {});
    await reader.$disconnect();
  }

  expect(await db.pick.count({ where: { fixtureId: fixture.id } })).toBe(N);
  const expected = { homePicks: pickers.filter((_, i) => i % 3).length, awayPicks: pickers.filter((_, i) => !(i % 3)).length };
  expect(await recount(fixture.id)).toEqual(expected);
  expect(await shownCounts(fixture.id)).toEqual(expected);
  // The reader saw the rush under way, and each of its reads counted at least what the one before it did.
  expect(seen.length).toBeGreaterThan(1);
  const wentDown = seen.slice(1).filter((now, i) => now.homePicks < seen[i].homePicks || now.awayPicks < seen[i].awayPicks);
  expect(wentDown).toEqual([]);
  expect(seen.every((c) => c.homePicks <= expected.homePicks && c.awayPicks <= expected.awayPicks)).toBe(true);
});

const COUNT_PICK = `INSERT INTO "Pick" ("userId", "fixtureId", side, kind, "moneyLine", "decimalOdds", "oddsAt", "oddsSource")
  VALUES ($1, $2, 'HOME', 'NORMAL', -120, 1.8333, now(), 'test')`;

test("two connections whose backend pids are equal mod 32 count picks on one game side by side, each in its own slot", async () => {
  const fixture = await createFixture();
  const [first, second] = await Promise.all([createSignedInUser(), createSignedInUser()]);
  // Among 33 connections two have pids equal mod 32 (pigeonhole): the pair a pool meets by chance.
  const clients = await Promise.all(
    Array.from({ length: 33 }, async () => {
      const client = new pg.Client({ connectionString: env().DATABASE_URL });
      await client.connect();
      return client;
    }),
  );
  const pids = await Promise.all(clients.map(async (client) => (await client.query("SELECT pg_backend_pid() AS pid")).rows[0].pid as number));
  const j = pids.findIndex((pid, k) => pids.slice(0, k).some((other) => other % 32 === pid % 32));
  const i = pids.findIndex((pid) => pid % 32 === pids[j] % 32);
  const pair = [clients[i], clients[j]];
  await Promise.all(clients.filter((client) => !pair.includes(client)).map((client) => client.end()));
  try {
    // A shared slot shows as a lock wait: the second transaction would wait for the first's commit, which comes after it.
    await Promise.all(pair.map((client) => client.query("SET lock_timeout = '3s'")));
    await Promise.all(pair.map((client) => client.query("BEGIN")));
    await Promise.all([pair[0].query(COUNT_PICK, [first.user.id, fixture.id]), pair[1].query(COUNT_PICK, [second.user.id, fixture.id])]);
    await Promise.all(pair.map((client) => client.query("COMMIT")));
  } finally {
    await Promise.all(pair.map((client) => client.end()));
  }
  expect(await db.fixturePickCount.count({ where: { fixtureId: fixture.id } })).toBe(2);
  expect(await shownCounts(fixture.id)).toEqual({ homePicks: 2, awayPicks: 0 });
});

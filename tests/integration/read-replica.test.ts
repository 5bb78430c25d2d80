// Public reads go to the read replica named by DATABASE_URL_REPLICA; writes, and the writer's reads for a few seconds
// after, go to the primary; without a replica every read stays on the one database.
import { GET as fixtureDetail } from "@/app/api/[sport]/[league]/fixture/[id]/route";
import { POST as pick } from "@/app/api/[sport]/[league]/pick/route";
import { GET as leaderboard } from "@/app/api/leaderboard/route";
import { GET as profile } from "@/app/api/picker/[key]/route";
import { db, disconnectDb } from "@/lib/db";
import { FRESH_WRITE_COOKIE, readDb } from "@/lib/server/read-db";
import { createFixture, createSignedInUser, createUser } from "../support/factories";
import { startReplicatedDatabase, type ReplicatedDatabase } from "../support/replicated-database";
import { ORIGIN, apiRequest, readJson, routeContext } from "../support/requests";
import { queryRows } from "../support/test-database";

const NFL = { sport: "football", league: "nfl" };
let replicated: ReplicatedDatabase;
let ownDatabase: string | undefined;

/** Points the app at the pair (or, with replica false, at the primary alone) through fresh clients. */
async function useDatabases({ replica }: { replica: boolean }) {
  await disconnectDb();
  process.env.DATABASE_URL = replicated.primaryUrl;
  if (replica) process.env.DATABASE_URL_REPLICA = replicated.replicaUrl;
  else delete process.env.DATABASE_URL_REPLICA;
}

beforeAll(async () => {
  ownDatabase = process.env.DATABASE_URL;
  replicated = await startReplicatedDatabase();
});

beforeEach(() => useDatabases({ replica: true }));

afterAll(async () => {
  await disconnectDb();
  delete process.env.DATABASE_URL_REPLICA;
  process.env.DATABASE_URL = ownDatabase;
  await replicated?.stop();
});

/** A change made on the replica alone: what a read returns then says which server answered it. */
const onReplicaOnly = (sql: string, ...values: unknown[]) => queryRows(replicated.replicaUrl, sql.replace(/\$(\d)/g, (_, n) => `'${String(values[Number(n) - 1])}'`));

const profileOf = async (username: string, headers: Record<string, string> = {}) =>
  (await readJson(await profile(apiRequest(`/api/picker/${username}`, { headers }), routeContext({ key: username })))).payload as { bio: string | null; followedByCaller: boolean };

describe("with DATABASE_URL_REPLICA", () => {
  test("a visitor's profile and leaderboard are read from the replica, fed from the primary", async () => {
    const star = await createUser();
    await db.user.update({ where: { id: star.id }, data: { bio: "from the primary", standing: { update: { points: "40" } } } });
    await replicated.caughtUp();
    expect((await profileOf(star.username!)).bio).toBe("from the primary");

    await onReplicaOnly(`UPDATE "User" SET bio = 'on the replica only', username = 'ReplicaOnlyName' WHERE id = $1`, star.id);
    expect((await profileOf(star.username!)).bio).toBe("on the replica only");
    const board = (await readJson(await leaderboard(apiRequest("/api/leaderboard?period=ALL")))).payload as { items: { userId: string; username: string }[] };
    expect(board.items.find((row) => row.userId === star.id)?.username).toBe("ReplicaOnlyName");
    // The primary never saw that change: the app's writes and private reads stay there.
    expect((await db.user.findUniqueOrThrow({ where: { id: star.id } })).bio).toBe("from the primary");
  });

  test("a pick is written to the primary, and its maker reads the primary until the replica has surely caught up", async () => {
    const { user, token } = await createSignedInUser();
    const fixture = await createFixture({ homeMoneyLine: -150, awayMoneyLine: 130 });
    await replicated.caughtUp();
    await replicated.pause(true);
    try {
      const cookie = `authjs.session-token=${token}`;
      const made = await pick(
        apiRequest("/api/football/nfl/pick", { method: "POST", body: { side: "AWAY", fixtureId: fixture.id }, headers: { cookie, origin: ORIGIN } }),
        routeContext(NFL),
      );
      expect(made.status).toBe(200);
      const mark = made.headers.getSetCookie().find((value) => value.startsWith(`${FRESH_WRITE_COOKIE}=`));
      expect(mark).toMatch(/Max-Age=\d+; HttpOnly; SameSite=Lax/);
      expect(await queryRows(replicated.primaryUrl, `SELECT 1 FROM "Pick" WHERE "userId" = '${user.id}'`)).toHaveLength(1);
      expect(await queryRows(replicated.replicaUrl, `SELECT 1 FROM "Pick" WHERE "userId" = '${user.id}'`)).toHaveLength(0);

      const read = (headers: Record<string, string>) =>
        fixtureDetail(apiRequest(`/api/football/nfl/fixture/${fixture.id}`, { headers }), routeContext({ ...NFL, id: String(fixture.id) }))
          .then(readJson)
          .then((body) => (body.payload as { myPick: string | null }).myPick);
      // With the mark the caller sees their pick at once; without it the lagging replica answers, still without it.
      expect(await read({ cookie: `${cookie}; ${mark!.split(";")[0]}` })).toBe("AWAY");
      expect(await read({ cookie })).toBeNull();
    } finally {
      await replicated.pause(false);
    }
    await replicated.caughtUp();
  });

  test("a visitor's page reads the replica; a signed-in caller's page outside a request reads the primary", async () => {
    expect(await readDb(null)).not.toBe(db);
    const [row] = await (await readDb(null)).$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
    expect(replicated.replicaUrl).toContain(`/${row.name}`);
    const [own] = await (await readDb("someone")).$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
    expect(replicated.primaryUrl).toContain(`/${own.name}`);
  });
});

describe("without DATABASE_URL_REPLICA", () => {
  test("every read is the primary's and a write leaves no mark", async () => {
    await useDatabases({ replica: false });
    const star = await createUser();
    await db.user.update({ where: { id: star.id }, data: { bio: "from the primary" } });
    await replicated.caughtUp();
    await onReplicaOnly(`UPDATE "User" SET bio = 'on the replica only' WHERE id = $1`, star.id);
    expect((await profileOf(star.username!)).bio).toBe("from the primary");

    const { token } = await createSignedInUser();
    const fixture = await createFixture();
    const made = await pick(
      apiRequest("/api/football/nfl/pick", { method: "POST", body: { side: "HOME", fixtureId: fixture.id }, headers: { cookie: `authjs.session-token=${token}`, origin: ORIGIN } }),
      routeContext(NFL),
    );
    expect(made.status).toBe(200);
    expect(made.headers.getSetCookie().some((value) => value.startsWith(`${FRESH_WRITE_COOKIE}=`))).toBe(false);
  });
});

// Connections the app's pool holds are ended behind its back (a restart, a pooler recycling, a serverless database
// suspending while the instance was frozen): the next requests get live connections and answer 200, never a 503 from
// a connection that was already dead; a write that met one is not run twice.
import pg from "pg";
import { POST as pick } from "@/app/api/[sport]/[league]/pick/route";
import { GET as health } from "@/app/api/health/route";
import { GET as leaderboard } from "@/app/api/leaderboard/route";
import { db, disconnectDb } from "@/lib/db";
import { createPool, isConnectionLost } from "@/lib/db-pool";
import { cuttableProxy, type CuttableProxy } from "../support/cuttable-proxy";
import { createFixture, createSignedInUser } from "../support/factories";
import { apiRequest, routeContext } from "../support/requests";

// The pool reports each idle connection the server ends; that line is expected here.
beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const TERMINATE_OTHERS =
  "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()";

/** An operator's own connection to the app's database, apart from the app's pool. */
async function withAdminClient<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const board = (bearer?: string) => leaderboard(apiRequest("/api/leaderboard?period=ALL", { bearer }));

describe("the server terminates the pool's connections", () => {
  test("the request sent as soon as the termination returns answers 200, round after round", async () => {
    const statuses = await withAdminClient(async (admin) => {
      const seen: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        // Parallel requests leave several idle connections in the pool.
        expect((await Promise.all([board(), board(), board()])).map((response) => response.status)).toEqual([200, 200, 200]);
        const { rows } = await admin.query<{ ended: boolean }>(TERMINATE_OTHERS);
        // No turn of the event loop in between: the pool may not have heard of the terminations yet.
        const next = await board();
        expect(rows.filter((row) => row.ended).length).toBeGreaterThan(0);
        seen.push(next.status);
      }
      return seen;
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  test("an idle connection ended by the server is dropped from the pool without ending the process", async () => {
    const pool = createPool({ connectionString: process.env.DATABASE_URL!, max: 3, frozenBetweenRequests: false });
    try {
      const held = [await pool.connect(), await pool.connect()];
      for (const client of held) client.release();
      expect(pool.idleCount).toBe(2);
      const removed = new Promise<void>((resolve) => pool.on("remove", () => pool.totalCount === 0 && resolve()));
      await withAdminClient((admin) => admin.query(TERMINATE_OTHERS));
      await removed;
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("terminating connection"));
      expect((await pool.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });
});

describe("the pool's connections are dropped silently (the pool finds out only by using one)", () => {
  let proxy: CuttableProxy;
  let direct: string;

  beforeAll(async () => {
    direct = process.env.DATABASE_URL!;
    proxy = await cuttableProxy(direct);
    await disconnectDb();
    process.env.DATABASE_URL = proxy.url;
  });

  afterAll(async () => {
    await disconnectDb();
    process.env.DATABASE_URL = direct;
    await proxy.close();
  });

  test("signed-in and visitor reads, the health check and a pick all answer 200; the pick is stored once", async () => {
    const { user, token } = await createSignedInUser();
    const fixture = await createFixture();
    expect((await Promise.all([board(token), board(), board(token), board()])).map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(proxy.cutSilently()).toBeGreaterThan(1);

    expect((await board(token)).status).toBe(200);
    expect((await board()).status).toBe(200);
    expect((await health(apiRequest("/api/health"))).status).toBe(200);
    const request = apiRequest("/api/football/nfl/pick", { method: "POST", body: { fixtureId: fixture.id, side: "HOME" }, bearer: token });
    expect((await pick(request, routeContext({ sport: "football", league: "nfl" }))).status).toBe(200);
    expect(await db.pick.count({ where: { userId: user.id } })).toBe(1);
  });

  test("a read that meets a dead connection runs again on a live one; a write does not, and the next write works", async () => {
    await withAdminClient((admin) => admin.query(`CREATE TABLE "ConnectionProbe" (id serial PRIMARY KEY)`));
    const pool = createPool({ connectionString: proxy.url, max: 3, frozenBetweenRequests: false });
    const stored = () => withAdminClient(async (admin) => (await admin.query(`SELECT count(*)::int AS n FROM "ConnectionProbe"`)).rows[0].n);
    try {
      const warm = async () => {
        const held = [await pool.connect(), await pool.connect()];
        for (const client of held) client.release();
      };

      await warm();
      proxy.cutSilently();
      expect((await pool.query({ text: "SELECT 1 AS one", rowMode: "array" })).rows).toEqual([[1]]);

      await warm();
      proxy.cutSilently();
      const failure: unknown = await pool.query(`INSERT INTO "ConnectionProbe" DEFAULT VALUES`).catch((error: unknown) => error);
      expect(isConnectionLost(failure)).toBe(true);
      expect(await stored()).toBe(0);
      // The failure taught the pool that its older connections are gone: the next write gets a new one.
      await pool.query(`INSERT INTO "ConnectionProbe" DEFAULT VALUES`);
      expect(await stored()).toBe(1);
    } finally {
      await pool.end();
    }
  });
});

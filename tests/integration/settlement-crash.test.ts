// A sync process killed (SIGKILL) in the middle of settling a large fixture leaves nothing behind and no lock
// held; rerunning the sync settles it exactly once.
import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { db } from "@/lib/db";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { syncFeed } from "@/lib/server/sync/sync-feed";
import { createFixture } from "../support/factories";
import { emptyWorld, finish } from "../support/results-factories";

const PICKS = 2_000;
const APP = "pickline-settle-crash";
/** The sync a cron run does after the finals: no new updates, settle what is over (createFixture's provider is "test"). */
const rerun = () => syncFeed(db, { provider: "test", fetchUpdates: async () => [] });

/** PICKS pickers on one fixture, two thirds HOME at -150 and one third AWAY at +130, each user with a given prefix. */
async function crowd(fixtureId: number, prefix: string) {
  await db.$executeRawUnsafe(
    `INSERT INTO "User" (id, email, "emailVerified", username, "usernameKey", "updatedAt")
     SELECT $1 || u, $1 || u || '@crash.test', now(), $1 || u, $1 || u, now() FROM generate_series(1, ${PICKS}) AS u`,
    prefix,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "Pick" ("userId", "fixtureId", side, kind, "moneyLine", "decimalOdds", "oddsAt", "oddsSource")
     SELECT $1 || u, $2, (CASE WHEN u % 3 = 0 THEN 'AWAY' ELSE 'HOME' END)::"Selection", 'NORMAL',
            CASE WHEN u % 3 = 0 THEN 130 ELSE -150 END, CASE WHEN u % 3 = 0 THEN 2.3 ELSE 1.6667 END, now(), 'test'
     FROM generate_series(1, ${PICKS}) AS u`,
    prefix,
    fixtureId,
  );
}

/** What settlement wrote for one group of pickers, in a form two groups can be compared by. */
async function outcome(prefix: string, fixtureId: number) {
  const [row] = await db.$queryRawUnsafe<Record<string, string>[]>(
    `SELECT (SELECT sum(points)::text FROM "Standing" WHERE "userId" LIKE $1 || '%') AS score,
            (SELECT sum("dayPoints")::text || '/' || sum("weekPoints")::text || '/' || sum("monthPoints")::text FROM "Standing" WHERE "userId" LIKE $1 || '%') AS periods,
            (SELECT coalesce(sum(points), 0)::text FROM "Pick" WHERE "userId" LIKE $1 || '%' AND state = 'FINAL') AS points,
            (SELECT string_agg(state || ':' || n, ',' ORDER BY state) FROM (SELECT state::text, count(*) n FROM "Pick" WHERE "fixtureId" = $2 GROUP BY state) s) AS states`,
    prefix,
    fixtureId,
  );
  return row;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeEach(emptyWorld);

test(`a sync process killed mid-settlement of ${PICKS.toLocaleString("en-US")} picks commits nothing, and the rerun equals a clean run`, async () => {
  const clean = await createFixture();
  const crashed = await createFixture();
  await crowd(clean.id, "clean-");
  await crowd(crashed.id, "crash-");
  await finish(clean.id, 24, 10);
  await finish(crashed.id, 24, 10);
  await settleFixture(db, clean.id);

  // A second connection holds the standing of one winning picker: the child's settlement statement has taken the
  // picks table's write lock and waits on that row, inside its one transaction, which is where it is killed.
  const blocker = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await blocker.connect();
  const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await watcher.connect();
  try {
    await blocker.query("BEGIN");
    // crash-1 picked HOME (u % 3 <> 0), and the home side wins 24-10.
    await blocker.query(`SELECT 1 FROM "Standing" WHERE "userId" = 'crash-1' FOR UPDATE`);
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set("application_name", APP);
    const child = spawn(process.execPath, ["--import", "tsx", path.join("tests", "support", "sync-child.ts"), "test"], {
      env: { ...process.env, DATABASE_URL: url.toString() },
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const stuck = async () =>
      (await watcher.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'`, [APP])).rowCount! > 0;
    await waitFor(stuck, "the child to reach the blocked standing");
    // Mid-settlement: its open transaction has already updated picks (it holds their table's write lock) when it dies.
    const wrote = await watcher.query(
      `SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE a.application_name = $1 AND l.relation = '"Pick"'::regclass AND l.mode = 'RowExclusiveLock' AND l.granted`,
      [APP],
    );
    expect(wrote.rowCount).toBeGreaterThan(0);
    child.kill("SIGKILL");
    expect(await exited).toBeNull();
    await blocker.query("ROLLBACK");
    const gone = async () => (await watcher.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = $1`, [APP])).rowCount === 0;
    await waitFor(gone, "the killed session to end");
  } finally {
    await blocker.end();
    await watcher.end();
  }

  // Nothing of the killed run is visible: all picks pending, no points, no standing moved, fixture unsettled.
  expect(await outcome("crash-", crashed.id)).toMatchObject({ score: "0.0000", points: "0", states: `PENDING:${PICKS}` });
  expect((await db.fixture.findUniqueOrThrow({ where: { id: crashed.id } })).settledResult).toBeNull();

  // The killed run's claim on the sync outlives it until it expires (a run renews it before each league): until then a
  // rerun stands aside; after it, the rerun settles the fixture once. The fixture's own lock died with its session.
  expect(await rerun()).toMatchObject({ skipped: true, settled: { fixtures: 0 } });
  await db.$executeRaw`UPDATE "SyncState" SET "leaseUntil" = now() - interval '1 second' WHERE "id" = 1`;
  expect(await rerun()).toMatchObject({ skipped: false, settled: { fixtures: 1, picks: PICKS } });
  expect(await outcome("crash-", crashed.id)).toEqual(await outcome("clean-", clean.id));
  // And exactly once: another run finds nothing to do.
  expect(await rerun()).toMatchObject({ skipped: false, settled: { fixtures: 0 } });
  expect(await outcome("crash-", crashed.id)).toEqual(await outcome("clean-", clean.id));
}, 60_000);

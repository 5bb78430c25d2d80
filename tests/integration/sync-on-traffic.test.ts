// Sync on traffic: the handler wrapper schedules one background sync per interval, one claimant across instances, off in tests.
import { after } from "next/server";
import { GET as health } from "@/app/api/health/route";
import { db } from "@/lib/db";
import { claimSyncRun, recordSyncSuccess } from "@/lib/server/sync/sync-state";
import { runBackgroundSync, syncWhenDue } from "@/lib/server/sync/sync-on-traffic";
import { logTo } from "@/lib/observability/logger";
import { apiRequest } from "../support/requests";

jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), after: jest.fn() }));

const MINUTE = 60_000;
const saved = { ...process.env };
beforeEach(async () => {
  await db.$executeRaw`DELETE FROM "SyncState"`;
  jest.mocked(after).mockClear();
  process.env.FEED_PROVIDER = "demo";
});
afterEach(() => {
  for (const name of ["SYNC_ON_TRAFFIC", "SYNC_INTERVAL", "FEED_PROVIDER"]) delete process.env[name];
  Object.assign(process.env, saved);
});

const state = () => db.syncState.findUnique({ where: { id: 1 } });
const collect = () => {
  const tasks: (() => Promise<unknown>)[] = [];
  return { tasks, schedule: (task: () => Promise<unknown>) => void tasks.push(task) };
};

// First in the file: the process-wide "next check at" starts at zero, as in a fresh server instance.
test("a route handler's request schedules the sync with after(), once per interval in a process", async () => {
  process.env.SYNC_ON_TRAFFIC = "true";
  expect((await health(apiRequest("/api/health"))).status).toBe(200);
  expect((await health(apiRequest("/api/health"))).status).toBe(200);
  expect(after).toHaveBeenCalledTimes(1);
});

test("off in tests unless turned on, and SYNC_ON_TRAFFIC=false keeps it off", () => {
  const { tasks, schedule } = collect();
  syncWhenDue(schedule, Date.now() + 10 * MINUTE);
  process.env.SYNC_ON_TRAFFIC = "false";
  syncWhenDue(schedule, Date.now() + 20 * MINUTE);
  expect(tasks).toHaveLength(0);
});

test("the scheduled task syncs the feed and records the success; the next interval's task finds it fresh", async () => {
  process.env.SYNC_ON_TRAFFIC = "true";
  process.env.SYNC_INTERVAL = "5m";
  const { tasks, schedule } = collect();
  const start = Date.now() + 30 * MINUTE;
  syncWhenDue(schedule, start);
  syncWhenDue(schedule, start + 1_000);
  expect(tasks).toHaveLength(1);
  expect(await tasks[0]()).toBe("ran");
  expect(await db.fixture.count()).toBeGreaterThan(100);
  expect((await state())?.succeededAt).toBeInstanceOf(Date);

  syncWhenDue(schedule, start + 5 * MINUTE + 1);
  expect(tasks).toHaveLength(2);
  const before = await db.fixture.count();
  expect(await tasks[1]()).toBe("not due");
  expect(await db.fixture.count()).toBe(before);
}, 60_000);

test("of twenty requests at once (many instances), exactly one claims the run; the rest learn when it is due", async () => {
  const claims = await Promise.all(Array.from({ length: 20 }, () => claimSyncRun(db, 5 * MINUTE)));
  expect(claims.filter((claim) => claim.claimed)).toHaveLength(1);
  for (const claim of claims.filter((c) => !c.claimed)) {
    expect(claim).toEqual({ claimed: false, dueInMs: expect.any(Number) });
    if (!claim.claimed) expect(claim.dueInMs).toBeGreaterThan(4 * MINUTE);
  }
});

test("a run is claimable again only when both the last start and the last success are older than the interval", async () => {
  await recordSyncSuccess(db);
  expect(await claimSyncRun(db, 5 * MINUTE)).toMatchObject({ claimed: false });
  await db.$executeRaw`UPDATE "SyncState" SET "succeededAt" = now() - interval '6 minutes', "startedAt" = now() - interval '2 minutes'`;
  expect(await claimSyncRun(db, 5 * MINUTE)).toMatchObject({ claimed: false });
  await db.$executeRaw`UPDATE "SyncState" SET "startedAt" = now() - interval '6 minutes'`;
  expect(await claimSyncRun(db, 5 * MINUTE)).toEqual({ claimed: true });
});

test("a failing sync is reported, not thrown, and the claim holds until the interval has passed", async () => {
  process.env.FEED_PROVIDER = "the-odds-api";
  delete process.env.ODDS_API_KEY;
  const lines: string[] = [];
  logTo({ write: (line: string) => void lines.push(line) });
  try {
    expect(await runBackgroundSync(5 * MINUTE)).toBe("failed");
    expect(lines.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ level: "error", msg: "the traffic-triggered sync failed" })]);
  } finally {
    logTo(null);
  }
  expect(await state()).toMatchObject({ succeededAt: null, startedAt: expect.any(Date) });
  expect(await claimSyncRun(db, 5 * MINUTE)).toMatchObject({ claimed: false });
});

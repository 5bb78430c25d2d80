// A picker's notifications with 10,000 settled picks read as PICK_RESULT notifications: the list's pages and the unread count.
import os from "node:os";
import type pg from "pg";
import { createPrismaClient } from "@/lib/db";
import { notificationsListSql, unreadCountSql } from "@/lib/server/notifications/pick-results";
import { insertUsersSql } from "@/tests/support/users";
import { benchDatabase, withClient } from "./lib/database";
import { postgresCpuSeconds } from "./lib/postgres-cpu";
import { machine, statsOf, timeOnce } from "./lib/timing";
import { target, type BenchResult, type Variant } from "./lib/types";

const SETTLED = 10_000;
/** Other pickers' settled picks on the same games, so the picker's rows are a small part of the table and its indexes. */
const OTHERS = 100;
const ITERATIONS = Number(process.env.BENCH_NOTIFICATIONS_ITERATIONS ?? 300);
const PAGE = 20;
const PICKER = "picker";

/**
 * One game a day going back; the picker settled one pick on each, every other one a win. Results up to the
 * 4,000th newest game are behind the read watermark, and every 10th of the newer ones was read one by one.
 */
const DATA = `
  TRUNCATE "Standing", "ScoreBucket", "Notification", "Follow", "Pick", "Parlay", "Fixture", "Team", "Session", "User" RESTART IDENTITY CASCADE;
  INSERT INTO "Team" (league, name, abbreviation, color) VALUES ('NBA', 'Home Team', 'HOM', '#000000'), ('NBA', 'Away Team', 'AWY', '#ffffff');
  ${insertUsersSql(`(SELECT '${PICKER}' AS id, '${PICKER}' AS username UNION ALL SELECT 'other' || i, 'other' || i FROM generate_series(1, ${OTHERS}) i) u`)};
  UPDATE "User" SET "resultsReadAt" = now() - interval '4000 hours' WHERE id = '${PICKER}';
  INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine", "homeScore", "awayScore",
                         "winnerSide", provider, "providerEventId", "updatedAt", "settledAt", "settledResult")
    SELECT 'NBA', now() - i * interval '1 hour' - interval '3 hours', 'FINAL', 1, 2, -150, 130, 100, 90, 'HOME', 'bench', 'g' || i, now(),
           now() - i * interval '1 hour', 'HOME'
    FROM generate_series(1, ${SETTLED}) i;
  SET session_replication_role = replica;
  INSERT INTO "Pick" ("userId", "fixtureId", side, "moneyLine", "decimalOdds", "oddsAt", "oddsSource", state, outcome, points, "settledAt", "resultRead")
    SELECT u.id, f.id, (CASE WHEN f.id % 2 = 0 THEN 'HOME' ELSE 'AWAY' END)::"Selection", CASE WHEN f.id % 2 = 0 THEN -150 ELSE 130 END,
           CASE WHEN f.id % 2 = 0 THEN 1.6667 ELSE 2.3 END, f."startsAt" - interval '1 day', 'bench', 'FINAL',
           (CASE WHEN f.id % 2 = 0 THEN 'WIN' ELSE 'LOOSE' END)::"Outcome", CASE WHEN f.id % 2 = 0 THEN 1.6667 ELSE 0 END, f."settledAt",
           u.id = '${PICKER}' AND f.id % 10 = 0
    FROM "Fixture" f CROSS JOIN "User" u;
  RESET session_replication_role;
  INSERT INTO "Notification" ("userId", type, read, details, "createdAt")
    SELECT '${PICKER}', 'NEW_FOLLOWER', i % 3 = 0, jsonb_build_object('username', 'other' || i), now() - i * interval '7 hours'
    FROM generate_series(1, ${OTHERS}) i;`;

/** The straightforward reading: every settled pick of the picker, sorted in list order, first page. */
const NAIVE = `
  SELECT p.id, p."settledAt", (p."settledAt" <= u."resultsReadAt" OR p."resultRead") AS read FROM "Pick" p JOIN "User" u ON u.id = p."userId"
  WHERE p."userId" = $1 AND p.kind = 'NORMAL' AND p.state = 'FINAL'
  ORDER BY (p."settledAt" <= u."resultsReadAt" OR p."resultRead"), p."settledAt" DESC, p.id DESC LIMIT ${PAGE + 1}`;

async function timed(work: () => Promise<unknown>, n: number) {
  for (let i = 0; i < 20; i += 1) await work();
  const ms: number[] = [];
  const cpuBefore = postgresCpuSeconds();
  for (let i = 0; i < n; i += 1) ms.push(await timeOnce(work));
  const cpuAfter = postgresCpuSeconds();
  const cpu = cpuBefore !== null && cpuAfter !== null ? { serverCpuMsPerRequest: Math.round(((cpuAfter - cpuBefore) / n) * 1e5) / 100 } : {};
  return { ...statsOf(ms), ...cpu };
}

export async function run(): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const loadAverage = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const database = await benchDatabase("pickline_bench_notifications");
  const db = createPrismaClient(database.url);
  try {
    console.log(`Dataset: ${SETTLED.toLocaleString("en-US")} games, ${(OTHERS + 1) * SETTLED} settled picks, one picker read ...`);
    await withClient(database.url, async (client: pg.Client) => {
      await client.query(DATA);
      await client.query(`VACUUM ANALYZE`);
    });
    const [{ unread }] = await db.$queryRaw<{ unread: number }[]>(unreadCountSql(PICKER));
    const first = await db.$queryRaw<{ id: number }[]>(notificationsListSql(PICKER, PAGE + 1, 0));
    if (first.length !== PAGE + 1) throw new Error(`the first page has ${first.length} rows`);

    const count = await timed(() => db.$queryRaw(unreadCountSql(PICKER)), ITERATIONS);
    const list = await timed(() => db.$queryRaw(notificationsListSql(PICKER, PAGE + 1, 0)), ITERATIONS);
    const deep = await timed(() => db.$queryRaw(notificationsListSql(PICKER, 10 * PAGE + 1, 9 * PAGE)), ITERATIONS);
    const naive = await withClient(database.url, (client) => timed(() => client.query(NAIVE, [PICKER]), Math.min(ITERATIONS, 50)));
    const variants: Variant[] = [
      { label: "unread count (stored + pick results)", stats: count },
      { label: `list, first page (${PAGE})`, stats: list },
      { label: "list, page 10", stats: deep },
      { label: "baseline: sort all the picker's settled picks, first page", stats: naive },
    ];
    return {
      name: "notifications",
      title: `Notifications of a picker with ${SETTLED.toLocaleString("en-US")} settled picks`,
      startedAt,
      machine: { ...machine(), loadAverage },
      setup: { settledPicks: SETTLED, otherPickers: OTHERS, storedNotifications: OTHERS, unread, iterations: ITERATIONS },
      variants,
      targets: [
        target("unread count, p95 ms", count.p95Ms, "<", 10),
        target("list first page, p95 ms", list.p95Ms, "<", 10),
        target("list page 10, p95 ms", deep.p95Ms, "<", 10),
      ],
      notes: [
        `Load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(", ")}. Latency is measured through Prisma ($queryRaw), one query at a time; "server CPU ms/req" is PostgreSQL's CPU per query.`,
        `PICK_RESULT notifications are the settled picks: the list merges at most one page from each source (stored rows, unread results, results behind the read watermark, results read one by one), each an index range of Pick(userId, settledAt DESC, id DESC); the count is two index range counts. ${unread.toLocaleString("en-US")} of the picker's notifications are unread.`,
        `Baseline, same run: reading every settled pick of the picker and sorting them takes ${naive.p50Ms} ms median, ${(naive.p50Ms / list.p50Ms).toFixed(1)}x the list's first page.`,
      ],
    };
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

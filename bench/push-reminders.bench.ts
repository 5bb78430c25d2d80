// The push reminder for 100,000 subscribed pickers in 100 pick'em pools whose week's first game starts in half an hour,
// half of whom have picked: how long the job takes to find whom to remind, and the job's runs sending to a local push
// service at the configured rate, with no device reached twice and no one reminded who has picked.
import { localDay } from "@/lib/domain/periods";
import { dueReminderPushes } from "@/lib/server/push/due-reminder-pushes";
import { sendDuePushes } from "@/lib/server/push/send-due-pushes";
import { decrypt, device, deviceKeys, pushService } from "@/tests/support/local-push-service";
import { insertUsersSql } from "@/tests/support/users";
import { loadAverageAtEnd, machineUnderLoad, onBenchDatabase } from "./lib/bench-run";
import { withClient } from "./lib/database";
import { statsOf, timeOnce } from "./lib/timing";
import { target, type BenchResult } from "./lib/types";

const PICKERS = 100_000;
const POOLS = 100;
const FINDS = 7;
/** The sending runs: each sends its per-run limit at the configured rate. */
const RUNS = 3;
const RUN_LIMIT = Number(process.env.BENCH_PUSH_RUN_LIMIT ?? 500);
const PER_SECOND = Number(process.env.BENCH_PUSH_PER_SECOND ?? 100);
const CONCURRENCY = 16;
const HOUR = 3_600_000;

/** Picker i ("pr000042") is in pool i % 100; the even ones have picked a later game of the week. */
const hasPicked = (userId: string) => Number(userId.slice(2)) % 2 === 0;

async function build(url: string, origin: string, now: Date, keys: { p256dh: string; auth: string }) {
  await withClient(url, async (client) => {
    await client.query(`DELETE FROM "Pool" WHERE id LIKE 'bench-push-%'`);
    await client.query(`DELETE FROM "Fixture" WHERE provider = 'bench-push'`);
    await client.query(`DELETE FROM "User" WHERE id LIKE 'pr%'`);
    await client.query(insertUsersSql(`(SELECT 'pr' || lpad(i::text, 6, '0') AS id, 'pushr' || i AS username FROM generate_series(1, $1) i) u`), [PICKERS]);
    await client.query(`INSERT INTO "Session" ("sessionToken", "userId", expires, "updatedAt") SELECT 'st-' || id, id, now() + interval '30 days', now() FROM "User" WHERE id LIKE 'pr%'`);
    await client.query(
      `INSERT INTO "PushSubscription" ("userId", "sessionToken", endpoint, p256dh, auth) SELECT id, 'st-' || id, $1 || '/d/' || id, $2, $3 FROM "User" WHERE id LIKE 'pr%'`,
      [origin, keys.p256dh, keys.auth],
    );
    const { rows: teams } = await client.query<{ id: number }>(`SELECT id FROM "Team" WHERE league = 'NFL' ORDER BY id LIMIT 8`);
    // The week's first game in half an hour, three more later in the week.
    await client.query(
      `INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine", provider, "providerEventId", "updatedAt")
       SELECT 'NFL', $1::timestamptz + make_interval(hours => g * 20), 'PREGAME', ($2::int[])[2 * g + 1], ($2::int[])[2 * g + 2], -150, 130, 'bench-push', 'g' || g, now()
       FROM generate_series(0, 3) g`,
      [new Date(now.getTime() + HOUR / 2), teams.map((t) => t.id)],
    );
    await client.query(
      `INSERT INTO "Pool" (id, name, leagues, kind, "ownerId", "updatedAt") SELECT 'bench-push-' || k, 'Bench push ' || k, ARRAY['NFL']::"League"[], 'PICKEM', 'pr' || lpad((k + 1)::text, 6, '0'), now() FROM generate_series(0, $1 - 1) k`,
      [POOLS],
    );
    await client.query(`INSERT INTO "PoolMember" ("poolId", "userId") SELECT 'bench-push-' || (i % $2), 'pr' || lpad(i::text, 6, '0') FROM generate_series(1, $1) i`, [PICKERS, POOLS]);
    await client.query(
      `INSERT INTO "Pick" ("userId", "fixtureId", side, "moneyLine", "decimalOdds", "oddsAt", "oddsSource")
       SELECT 'pr' || lpad(i::text, 6, '0'), (SELECT id FROM "Fixture" WHERE provider = 'bench-push' AND "providerEventId" = 'g2'), 'HOME', -150, 1.6667, now(), 'bench'
       FROM generate_series(2, $1, 2) i`,
      [PICKERS],
    );
    await client.query(`VACUUM (ANALYZE) "User", "PushSubscription", "Pool", "PoolMember", "Pick", "Fixture", "PushSend"`);
  });
}

export function run(): Promise<BenchResult> {
  return onBenchDatabase("pickline_bench_push", async ({ startedAt, timeZone, database, db }) => {
    const service = await pushService();
    try {
      // Next Wednesday at 18:00 UTC: the week's first game is half an hour later, whatever day the bench runs.
      const today = new Date(`${localDay(new Date(), "UTC")}T18:00:00Z`);
      const now = new Date(today.getTime() + (((3 - today.getUTCDay() + 7) % 7) + 7) * 24 * HOUR);
      const phone = device();
      const t0 = Date.now();
      await build(database.url, service.origin, now, deviceKeys(phone));
      const buildMs = Date.now() - t0;

      await dueReminderPushes(db, now, timeZone);
      const finds: number[] = [];
      let found: Awaited<ReturnType<typeof dueReminderPushes>> = [];
      for (let i = 0; i < FINDS; i += 1) finds.push(await timeOnce(async () => (found = await dueReminderPushes(db, now, timeZone))));
      const due = found.length;
      const foundWhoPicked = found.filter((push) => hasPicked(push.userId)).length;
      const findStats = statsOf(finds);
      console.log(`  found ${due.toLocaleString("en-US")} to remind in ${findStats.p50Ms} ms (median of ${FINDS}; slowest ${Math.max(...finds).toFixed(0)} ms)`);

      const runs: { sent: number; ms: number; perSecond: number }[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const before = service.received.length;
        const ms = await timeOnce(() => sendDuePushes(db, { now, limit: RUN_LIMIT, perSecond: PER_SECOND, concurrency: CONCURRENCY }));
        // The rate the push service saw: from the run's first message to its last.
        const arrived = service.received.slice(before);
        runs.push({ sent: arrived.length, ms, perSecond: ((arrived.length - 1) * 1000) / (arrived.at(-1)!.at - arrived[0].at) });
      }
      const paths = service.received.map((request) => request.path);
      const duplicates = paths.length - new Set(paths).size;
      const toPickers = paths.filter((path) => hasPicked(path.slice("/d/".length))).length;
      // What arrived is the reminder, readable by the device it was encrypted for.
      const sample = JSON.parse(decrypt(service.received[0].body, phone)) as { title: string };
      if (!sample.title.startsWith("Pick in Bench push")) throw new Error(`unexpected push: ${sample.title}`);
      const sent = runs.reduce((sum, r) => sum + r.sent, 0);
      const sendingMs = runs.reduce((sum, r) => sum + r.ms, 0);
      const rate = Math.min(...runs.map((r) => r.perSecond));
      const fastest = Math.max(...runs.map((r) => r.perSecond));
      console.log(`  ${RUNS} runs sent ${sent} pushes in ${(sendingMs / 1000).toFixed(1)} s, each at ${runs.map((r) => r.perSecond.toFixed(0)).join(", ")}/s (configured ${PER_SECOND}/s); ${duplicates} duplicates, ${toPickers} to pickers who had picked`);
      return {
        name: "push-reminders",
        title: "Push reminders: 100,000 subscribed pickers, half still to pick",
        startedAt,
        machine: machineUnderLoad(),
        setup: { pickers: PICKERS, pools: POOLS, due, buildMs, runs: RUNS, runLimit: RUN_LIMIT, perSecond: PER_SECOND, concurrency: CONCURRENCY },
        variants: [{ label: `finding whom to remind (${FINDS} runs)`, stats: findStats }],
        tables: [{ columns: ["run", "pushes sent", "whole run ms (finding included)", "per second at the push service"], rows: runs.map((r, i) => [i + 1, r.sent, Math.round(r.ms), Math.round(r.perSecond)]) }],
        targets: [
          target("ms to find whom to remind among 100,000 subscribed pickers (median of the runs)", findStats.p50Ms, "<", 1000),
          target("pickers found to remind (the half of 100,000 who have not picked)", due, ">=", PICKERS / 2),
          target("pickers found to remind who had picked", foundWhoPicked, "<=", 0),
          target("pushes a second at the push service, fastest run, as a share of the configured rate (never above it)", fastest / PER_SECOND, "<=", 1.02),
          target("pushes a second at the push service, slowest run, as a share of the configured rate (close to it)", rate / PER_SECOND, ">=", 0.8),
          target("pushes sent over the runs (each run its limit)", sent, ">=", RUNS * RUN_LIMIT),
          target("devices reached twice", duplicates, "<=", 0),
          target("reminders to pickers who had picked", toPickers, "<=", 0),
        ],
        notes: [
          `${loadAverageAtEnd()} (a shared machine: the timings include waiting for a CPU; the slowest find is in the variant's max).`,
          "Finding is dueReminderPushes, the job's own statements: the pick'em pools whose week's first game starts within the hour, then their members with a device, no pick on the week and no reminder sent (the card and survivor statements run beside them and find none here).",
          "Sending is sendDuePushes, the job as the sync runs it, with its per-run limit and rate: each message encrypted and VAPID-signed by web-push for a local push service, which records every request.",
        ],
      };
    } finally {
      await service.close();
    }
  });
}

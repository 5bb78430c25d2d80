// A 10,000-member survivor pool on the NBA: the slate page's reads (alive count, the caller's used teams, the members
// still to pick) and settling a slate of 10,000 survivor picks in SQL.
import { slateOf, slateRange } from "@/lib/domain/survivor-slates";
import { readSurvivorPool } from "@/lib/server/pools/survivor-pool-row";
import { openSlate, readSlatePage, readSurvivorState, slatePageStatement } from "@/lib/server/survivor/read-survivor";
import { settleSurvivorPool } from "@/lib/server/survivor/settle-survivor";
import { survivorSettlementDue } from "@/lib/server/survivor/settlement-due";
import { insertUsersSql } from "@/tests/support/users";
import { loadAverageAtEnd, machineUnderLoad, onBenchDatabase } from "./lib/bench-run";
import { withClient } from "./lib/database";
import { statsOf, timeOnce } from "./lib/timing";
import { target, type BenchResult } from "./lib/types";

const POOL = "bench-survivor";
const MEMBERS = 10_000;
/** Settled before anything is timed: every member's used teams hold this many. */
const PAST_SLATES = 5;
const ITERATIONS = Number(process.env.BENCH_SURVIVOR_ITERATIONS ?? 300);
const DAY = 86_400_000;

/**
 * The pool anew: 10,000 members with 3 lives, 15 NBA games a day from six days ago to tomorrow. Member i takes home team
 * (i + s) % 15 on past slate s (home teams win those games), so all stay alive with five used teams each; on the timed
 * slate half take a home team and half an away team (the away half loses a life); tomorrow half have picked.
 */
async function build(url: string, timeZone: string) {
  const today = slateOf(new Date(), "nba", timeZone);
  const slates = Array.from({ length: PAST_SLATES + 2 }, (_, k) => slateOf(new Date(Date.now() - (PAST_SLATES + 1 - k) * DAY), "nba", timeZone));
  const tomorrow = slateOf(new Date(Date.now() + DAY), "nba", timeZone);
  const past = slates.slice(0, PAST_SLATES);
  const timed = slates[PAST_SLATES];
  await withClient(url, async (client) => {
    await client.query(`DELETE FROM "Pool" WHERE id = $1`, [POOL]);
    await client.query(`DELETE FROM "Fixture" WHERE provider = 'bench-survivor'`);
    await client.query(`DELETE FROM "User" WHERE id LIKE 'sv%'`);
    await client.query(insertUsersSql(`(SELECT 'sv' || lpad(i::text, 6, '0') AS id, 'survivor' || i AS username FROM generate_series(1, $1) i) u`), [MEMBERS]);
    await client.query(`INSERT INTO "Pool" (id, name, leagues, kind, "ownerId", "updatedAt") VALUES ($1, 'Bench_survivor', ARRAY['NBA']::"League"[], 'SURVIVOR', 'sv000001', now())`, [POOL]);
    await client.query(`INSERT INTO "SurvivorPool" ("poolId", league, "startSlate", lives) VALUES ($1, 'NBA', $2, 3)`, [POOL, past[0]]);
    await client.query(`INSERT INTO "PoolMember" ("poolId", "userId") SELECT $1, 'sv' || lpad(i::text, 6, '0') FROM generate_series(1, $2) i`, [POOL, MEMBERS]);
    await client.query(`INSERT INTO "SurvivorEntry" ("poolId", "userId", lives) SELECT $1, "userId", 3 FROM "PoolMember" WHERE "poolId" = $1`, [POOL]);
    const { rows: teams } = await client.query<{ id: number }>(`SELECT id FROM "Team" WHERE league = 'NBA' ORDER BY id LIMIT 30`);
    const homes = teams.slice(0, 15).map((t) => t.id);
    const aways = teams.slice(15, 30).map((t) => t.id);
    for (const slate of [...past, timed, tomorrow]) {
      const { start } = slateRange(slate, "nba", timeZone);
      const over = slate !== tomorrow;
      await client.query(
        `INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine", "homeScore", "awayScore", "winnerSide", provider, "providerEventId", "updatedAt")
         SELECT 'NBA', $1::timestamptz + make_interval(hours => 12, mins => g * 10), $2::"GameStatus", ($3::int[])[g + 1], ($4::int[])[g + 1], -150, 130,
                CASE WHEN $5 THEN 110 END, CASE WHEN $5 THEN 100 END, CASE WHEN $5 THEN 'HOME'::"Side" END, 'bench-survivor', $6 || '-' || g, now()
         FROM generate_series(0, 14) g`,
        [start, over ? "FINAL" : "PREGAME", homes, aways, over, slate],
      );
    }
    // Team index t of a slate's games: 0..14 home, 15..29 away.
    const pick = (slate: string, teamIndex: string, where = "true") =>
      client.query(
        `INSERT INTO "SurvivorPick" ("poolId", "userId", slate, "fixtureId", "teamId", side, "updatedAt")
         SELECT $1, m."userId", $2::date, f.id, CASE WHEN x.t < 15 THEN f."homeTeamId" ELSE f."awayTeamId" END, CASE WHEN x.t < 15 THEN 'HOME' ELSE 'AWAY' END::"Side", now()
         FROM (SELECT "userId", substr("userId", 3)::int AS i FROM "PoolMember" WHERE "poolId" = $1) m
         CROSS JOIN LATERAL (SELECT (${teamIndex})::int AS t) x
         JOIN "Fixture" f ON f.provider = 'bench-survivor' AND f."providerEventId" = $2 || '-' || (x.t % 15)
         WHERE ${where}`,
        [POOL, slate],
      );
    for (const [s, slate] of past.entries()) await pick(slate, `(m.i + ${s}) % 15`);
    // The even half takes a sixth home team (it wins), the odd half an away team (it loses).
    await pick(timed, `CASE WHEN m.i % 2 = 0 THEN (m.i + ${PAST_SLATES}) % 15 ELSE 15 + m.i % 15 END`);
    // Tomorrow: the even half has picked an away team it never used; the odd half still has to pick.
    await pick(tomorrow, `15 + (m.i + 7) % 15`, `m.i % 2 = 0`);
    await client.query(`VACUUM (ANALYZE) "SurvivorPick", "SurvivorEntry", "PoolMember", "Fixture", "User"`);
  });
  return { today, past, timed, tomorrow };
}

export function run(): Promise<BenchResult> {
  return onBenchDatabase("pickline_bench_survivor", async ({ startedAt, timeZone, database, db }) => {
    const t0 = Date.now();
    const { past, timed } = await build(database.url, timeZone);
    const buildMs = Date.now() - t0;
    // The past slates, untimed: every member keeps three lives and five used teams.
    await withClient(database.url, (client) => client.query(`UPDATE "SurvivorPool" SET "settledThrough" = $2 WHERE "poolId" = $1`, [POOL, past.at(-1)]));
    await db.survivorPick.updateMany({ where: { poolId: POOL, slate: { lte: new Date(`${past.at(-1)}T00:00:00Z`) } }, data: { outcome: "WIN", result: "HOME" } });
    await withClient(database.url, (client) => client.query(`VACUUM (ANALYZE) "SurvivorPick"`));
    const settleMs = await timeOnce(() => settleSurvivorPool(db, POOL, timeZone));
    const settled = await db.survivorPick.count({ where: { poolId: POOL, slate: new Date(`${timed}T00:00:00Z`), outcome: { not: null } } });
    const againMs = await timeOnce(() => settleSurvivorPool(db, POOL, timeZone));
    await withClient(database.url, (client) => client.query(`VACUUM (ANALYZE) "SurvivorPick", "SurvivorEntry"`));
    console.log(`  settled a slate of ${settled.toLocaleString("en-US")} picks in ${settleMs.toFixed(0)} ms (a second run: ${againMs.toFixed(0)} ms)`);

    const pool = (await readSurvivorPool(db, POOL))!;
    const open = (await openSlate(db, pool, timeZone))!;
    const caller = "sv005001";
    // What the slate page reads besides the games: the alive count, the caller's used teams, the members still to pick.
    const slatePage = () => readSlatePage(db, POOL, caller, open.slate);
    const whole = () => readSurvivorState(db, pool, caller, timeZone);
    for (let i = 0; i < 50; i += 1) await slatePage();
    const reads: number[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) reads.push(await timeOnce(slatePage));
    // The statement's own time in the server, planning included (EXPLAIN ANALYZE without per-node timing): no driver, no network.
    const serverMs: number[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      const [plan] = await db.$queryRaw<{ "QUERY PLAN": [{ "Planning Time": number; "Execution Time": number }] }[]>`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${slatePageStatement(POOL, caller, open.slate)}`;
      serverMs.push(plan["QUERY PLAN"][0]["Planning Time"] + plan["QUERY PLAN"][0]["Execution Time"]);
    }
    const serverStats = statsOf(serverMs);
    for (let i = 0; i < 20; i += 1) await whole();
    const wholeReads: number[] = [];
    for (let i = 0; i < ITERATIONS / 3; i += 1) wholeReads.push(await timeOnce(whole));
    // What a page read adds before reading when the sync is not late: the check that finds nothing to settle.
    const due = () => survivorSettlementDue(db, pool, timeZone);
    if (await due()) throw new Error("the bench pool should have nothing to settle before its reads");
    for (let i = 0; i < 20; i += 1) await due();
    const dueChecks: number[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) dueChecks.push(await timeOnce(due));
    const dueStats = statsOf(dueChecks);
    const counts = await slatePage();
    const used = counts.picks;
    const readStats = statsOf(reads);
    const wholeStats = statsOf(wholeReads);
    console.log(`  slate page reads p95 ${readStats.p95Ms} ms (alive ${counts.alive} of ${counts.members}, ${used.length} used teams, ${counts.pending} still to pick); whole page state p95 ${wholeStats.p95Ms} ms; settlement check p95 ${dueStats.p95Ms} ms; the statement in the server p95 ${serverStats.p95Ms} ms`);
    return {
      name: "survivor",
      title: "Survivor pool: 10,000 members, a slate of 10,000 picks",
      startedAt,
      machine: machineUnderLoad(),
      setup: { members: MEMBERS, pastSlates: PAST_SLATES, iterations: ITERATIONS, buildMs, settledPicks: settled, alive: counts.alive, stillToPick: counts.pending },
      variants: [
        { label: "slate page reads: alive count + caller's used teams + members still to pick (count and first names)", stats: readStats },
        { label: "the same statement's time in the server (planning + execution)", stats: serverStats },
        { label: "the whole slate page state: the above with the games, standings and elimination log (no target)", stats: wholeStats },
        { label: "a page read's settlement check with nothing due (it settles only when the sync is late; no target)", stats: dueStats },
      ],
      tables: [{ columns: ["settlement", "ms"], rows: [["a slate of 10,000 survivor picks", Math.round(settleMs)], ["the same pool again (nothing to do)", Math.round(againMs)]] }],
      targets: [
        target("p95 ms of the slate page reads (alive count, the caller's used teams, the members still to pick)", readStats.p95Ms, "<", 10),
        target("p95 ms of the same statement in the database (planning + execution)", serverStats.p95Ms, "<", 10),
        target("ms to settle a slate of 10,000 survivor picks", settleMs, "<", 1000),
      ],
      notes: [
        `${loadAverageAtEnd()} (a shared machine: the p95 includes waiting for a CPU).`,
        "The slate page's reads are one statement (readSlatePage): two index counts of the entries, one of the slate's picks, the caller's picks and the first 50 members still to pick; its time in the server is listed beside the time in Node.",
        "Reads run through the app's own functions (lib/server/survivor/read-survivor.ts) with Prisma; settlement is settleSurvivorPool, the sync's own pass: outcomes, missed slates and lives in set-based statements in one transaction.",
      ],
    };
  });
}

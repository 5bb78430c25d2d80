// A picker's skill figures at 10,000 settled picks: the app's one-pass query (Pick_skill_idx) against loading the picks and summing them.
import os from "node:os";
import { createPrismaClient } from "@/lib/db";
import { summarizeSkill } from "@/lib/domain/closing-line";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { queryPickerSkill } from "@/lib/server/skill/skill-figures";
import { benchDatabase, withClient } from "./lib/database";
import { median, timedWithServerCpu as timed } from "./lib/postgres-cpu";
import { ensureSkillDataset, SHARP_PICKER, SKILL_DATASET } from "./lib/skill-dataset";
import { machine } from "./lib/timing";
import { target, type BenchResult } from "./lib/types";

const ITERATIONS = Number(process.env.BENCH_SKILL_ITERATIONS ?? 200);
const NAIVE_RUNS = 5;

/** The obvious way: every counted pick with its game through Prisma, summed in JavaScript (all time only). */
async function naiveSkill(db: PrismaClient, userId: string) {
  const picks = await db.pick.findMany({
    where: { userId, kind: "NORMAL", state: "FINAL", outcome: { in: ["WIN", "LOOSE"] }, opposingMoneyLine: { not: null } },
    select: { side: true, moneyLine: true, opposingMoneyLine: true, points: true, fixture: { select: { closingHomeMoneyLine: true, closingAwayMoneyLine: true } } },
  });
  return summarizeSkill(
    picks.flatMap((p) => {
      const closing = p.side === "HOME" ? p.fixture.closingHomeMoneyLine : p.fixture.closingAwayMoneyLine;
      return closing === null ? [] : [{ moneyLine: p.moneyLine, opposingMoneyLine: p.opposingMoneyLine!, closingMoneyLine: closing, points: Number(p.points) }];
    }),
  );
}

export async function run(): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const database = await benchDatabase("pickline_bench_skill");
  const db = createPrismaClient(database.url);
  try {
    await withClient(database.url, (client) => ensureSkillDataset(client, console.log));
    const skill = () => queryPickerSkill(db, SHARP_PICKER);
    const first = await skill();
    for (let i = 0; i < 20; i += 1) await skill();
    const fast = await timed(skill, ITERATIONS);
    const version = await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ version: string }>(`SELECT current_setting('server_version') AS version`);
      return rows[0].version;
    });
    const naive = await timed(() => naiveSkill(db, SHARP_PICKER), NAIVE_RUNS);
    const speedUp = median(naive.ms) / median(fast.ms);
    console.log(`  skill: p95 ${fast.stats.p95Ms} ms over ${first.periods.ALL.settledPicks} picks; naive median ${median(naive.ms).toFixed(1)} ms`);
    return {
      name: "skill",
      title: "Skill figures of a picker with 10,000 settled picks",
      startedAt,
      machine: { ...machine(), loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) },
      setup: {
        pickers: SKILL_DATASET.others + 1,
        fixtures: SKILL_DATASET.fixtures,
        "picks of the measured picker": first.periods.ALL.settledPicks,
        "picks in all": SKILL_DATASET.fixtures + SKILL_DATASET.others * SKILL_DATASET.picksPerOther,
        postgres: version,
        iterations: ITERATIONS,
      },
      variants: [
        { label: "getPickerSkill: every period and league in one pass (Pick_skill_idx)", stats: fast.stats },
        { label: "naive: load the counted picks with their games, sum in JavaScript (all time only)", stats: naive.stats },
      ],
      targets: [
        target("p95 ms of a picker's skill figures at 10,000 settled picks", fast.stats.p95Ms, "<", 10),
        target("speed-up over loading and summing the picks (median / median)", speedUp, ">=", 5),
      ],
      notes: [
        `Load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(", ")}. The p95 includes the client round trip through Prisma; "server CPU ms/req" is PostgreSQL's own CPU per request, which the machine's load does not inflate.`,
        "Round 1 (2026-11-23): the picker's 10,000 rows come from Pick_skill_idx alone (no heap fetches); what is left is the hash join to Fixture for the closing line and league, and the per-pick arithmetic. Numeric division in every period column cost 619 ms in EXPLAIN at load ~23; one float8 computation per pick, 86 ms. Next step for the 10 ms target: write each pick's CLV and expected points (and its league) onto the pick when its game's line closes, so the query sums index columns without the join.",
      ],
    };
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

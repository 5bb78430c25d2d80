// What the closing-line roll-up costs settlement: one game's picks settled counted (both lines and a closing line) and not counted, same run.
import type pg from "pg";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { pickDecimal } from "@/lib/domain/closing-line";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { withClient } from "./database";
import { bySide, clearStandings, LINES, standingsFloorSql } from "./settlement-dataset";
import { timeFloor } from "./time-floor";
import { statsOf, timeOnce } from "./timing";

export const CLV_GAME = { picks: Number(process.env.BENCH_SKILL_SETTLE_PICKS ?? 50_000), runs: 3 };

const RESET = (fixtureId: number, counted: boolean) => `
  UPDATE "Pick" SET state = 'PENDING', outcome = NULL, points = 0, "settledAt" = NULL, league = NULL, clv = NULL, "expectedPoints" = NULL,
    "opposingMoneyLine" = ${counted ? bySide(LINES.taken.away, LINES.taken.home) : "NULL"} WHERE "fixtureId" = ${fixtureId};
  TRUNCATE "ScoreBucket";
  ${clearStandings(`"userId" LIKE 'settle%'`)}
  UPDATE "User" SET "hotStreak" = false WHERE "hotStreak" AND id LIKE 'settle%';
  UPDATE "Fixture" SET "settledAt" = NULL, "settledResult" = NULL, corrections = 0 WHERE id = ${fixtureId};`;

/** One FINAL game whose line closed at LINES.closing, with a pending pick at LINES.taken from each of its own pickers. */
async function ensureGame(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ id: number; n: number }>(
    `SELECT f.id, (SELECT count(*)::int FROM "Pick" p WHERE p."fixtureId" = f.id) AS n FROM "Fixture" f WHERE f."providerEventId" = 'clv-game'`,
  );
  if (rows[0]?.n === CLV_GAME.picks) return rows[0].id;
  await client.query(`DELETE FROM "Fixture" WHERE "providerEventId" = 'clv-game'`);
  await client.query(`DELETE FROM "User" WHERE id LIKE 'settle%'`);
  await client.query(`INSERT INTO "User" (id, email, username, "usernameKey", "updatedAt")
    SELECT 'settle' || lpad(i::text, 6, '0'), 'c' || i || '@bench.test', 'settle' || i, 'settle' || i, now() FROM generate_series(1, ${CLV_GAME.picks}) i`);
  const { rows: made } = await client.query<{ id: number }>(`INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId",
      "homeMoneyLine", "awayMoneyLine", "closingHomeMoneyLine", "closingAwayMoneyLine", "closingLineAt", "homeScore", "awayScore", "winnerSide",
      provider, "providerEventId", "updatedAt")
    SELECT 'NFL', now() - interval '4 hours', 'FINAL', min(id), max(id), ${LINES.closing.home}, ${LINES.closing.away}, ${LINES.closing.home}, ${LINES.closing.away}, now() - interval '4 hours', 27, 20, 'HOME',
      'bench', 'clv-game', now() FROM "Team" WHERE league = 'NFL' RETURNING id`);
  await client.query(`INSERT INTO "Pick" ("userId", "fixtureId", side, "moneyLine", "decimalOdds", "oddsAt", "oddsSource")
    SELECT 'settle' || lpad(i::text, 6, '0'), $1, (CASE WHEN i % 2 = 0 THEN 'HOME' ELSE 'AWAY' END)::"Selection",
      CASE WHEN i % 2 = 0 THEN ${LINES.taken.home} ELSE ${LINES.taken.away} END,
      CASE WHEN i % 2 = 0 THEN ${pickDecimal(LINES.taken.home)} ELSE ${pickDecimal(LINES.taken.away)} END, now() - interval '1 day', 'bench'
    FROM generate_series(1, ${CLV_GAME.picks}) i`, [made[0].id]);
  return made[0].id;
}

/**
 * Alternating runs (counted, not counted, ...) so both see the same machine. Not counted, the roll-up's deltas are zero
 * and a loser's Standing is not written: the writes settlement made before the roll-up. Counted, every picker's
 * Standing is written (winners and losers) with the roll-up columns.
 */
export async function settlementClvCost(url: string, db: PrismaClient, log: (line: string) => void) {
  const { fixtureId, ms } = await withClient(url, async (client) => {
    const fixtureId = await ensureGame(client);
    const ms: Record<"counted" | "uncounted", number[]> = { counted: [], uncounted: [] };
    for (let i = 0; i < CLV_GAME.runs; i += 1) {
      for (const kind of ["uncounted", "counted"] as const) {
        await client.query(RESET(fixtureId, kind === "counted"));
        await client.query(`VACUUM ANALYZE "Pick", "Standing", "User", "Fixture", "ScoreBucket"`);
        ms[kind].push(await timeOnce(() => settleFixture(db, fixtureId)));
        const { rows } = await client.query<{ n: number }>(`SELECT sum("clvPicks")::int AS n FROM "Standing" WHERE "userId" LIKE 'settle%'`);
        if ((rows[0].n ?? 0) !== (kind === "counted" ? CLV_GAME.picks : 0)) throw new Error(`${kind} run counted ${rows[0].n} picks`);
        log(`  settlement ${kind} run ${i + 1}: ${ms[kind].at(-1)!.toFixed(0)} ms`);
      }
    }
    return { fixtureId, ms };
  });
  // The roll-up's own floor: the losers' rows alone, written by one bare UPDATE (a winner's row is written anyway).
  const losersFloor = await timeFloor(url, CLV_GAME.runs, RESET(fixtureId, false), `VACUUM ANALYZE "Standing"`, standingsFloorSql(fixtureId, true), "losers' roll-up floor", log);
  return { counted: statsOf(ms.counted), uncounted: statsOf(ms.uncounted), losersFloor: statsOf(losersFloor.ms) };
}

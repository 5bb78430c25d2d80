// Settles survivor pools slate by slate from finished games: set-based SQL in one transaction per pool, idempotent,
// re-settled from the slate of a corrected result; auto-picks made once a slate's first game has started.
// No "server-only" import: the sync script and the bench run it outside Next.js.
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { winnersAfter } from "@/lib/domain/survivor";
import { slateOf, slateRange } from "@/lib/domain/survivor-slates";
import { gameStartedSql } from "@/lib/server/fixtures/game-started-sql";
import { FIXTURE_RESULT } from "@/lib/server/results/settlement-targets";
import { appTimeZone } from "@/lib/settings";
import { readSurvivorPool, unsettledFrom, type SurvivorPoolRow } from "@/lib/server/pools/survivor-pool-row";
import { firstCorrectedSlate, firstGameFrom, nextSettleableSlate } from "./settlement-due";

type Tx = Prisma.TransactionClient;

/** Advisory-lock namespace of survivor settlement (the second key is the pool's hash); fixtures and sync use others. */
export const SURVIVOR_LOCK_NAMESPACE = 7_312;
/** Pools per sync run: the rest follow on the next run (or at their members' next visit). */
export const SURVIVOR_POOLS_PER_RUN = 500;
/** Slates settled or auto-picked per pool and run: a pool that fell behind catches up over a few runs. */
const SLATES_PER_RUN = 30;
/** Slates a revived member is cleared of in one rewind: a season's worth of days. */
const LOCKED_OUT_SLATES = 200;

export type SurvivorSettlement = { slates: number; autoPicks: number; rewound: boolean; ended: boolean };

const NOTHING: SurvivorSettlement = { slates: 0, autoPicks: 0, rewound: false, ended: false };
const LOST = Prisma.raw(`('LOSS', 'TIE', 'MISSED')`);

/** Runs one pool's settlement; a pool another run is settling right now is skipped. */
export async function settleSurvivorPool(db: PrismaClient, poolId: string, timeZone = appTimeZone()): Promise<SurvivorSettlement> {
  return db.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(${SURVIVOR_LOCK_NAMESPACE}::int, hashtext(${poolId})) AS locked`;
      if (!locked) return NOTHING;
      let pool = await readSurvivorPool(tx, poolId);
      if (!pool) return NOTHING;
      const rewound = await rewindCorrections(tx, pool, timeZone);
      if (rewound) pool = (await readSurvivorPool(tx, poolId))!;
      if (pool.endedAt) return { ...NOTHING, rewound };
      const autoPicks = pool.autoPick ? await autoPickStartedSlates(tx, pool, timeZone) : 0;
      let slates = 0;
      let ended = false;
      while (!ended && slates < SLATES_PER_RUN) {
        const slate = await nextSettleableSlate(tx, pool, timeZone);
        if (!slate) break;
        ended = await settleSlate(tx, pool, slate, timeZone);
        pool = { ...pool, settledThrough: slate };
        slates += 1;
      }
      return { slates, autoPicks, rewound, ended };
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
}

/**
 * The pools one run settles: every running survivor pool, and any ended one a corrected result may reopen. Corrected
 * ones first, then the least settled (never settled first), as closing pool weeks does: a pool that settles moves back
 * in the queue, so beyond the run's limit every pool still gets its turn.
 */
export async function survivorPoolsDue(db: PrismaClient, limit = SURVIVOR_POOLS_PER_RUN): Promise<string[]> {
  const rows = await db.$queryRaw<{ poolId: string }[]>`
    WITH due AS (
      SELECT "poolId", false AS corrected FROM "SurvivorPool" WHERE "endedAt" IS NULL
      UNION
      SELECT DISTINCT sp."poolId", true AS corrected FROM "SurvivorPick" sp JOIN "Fixture" f ON f."id" = sp."fixtureId"
      WHERE f."corrections" > 0 AND sp."result" IS NOT NULL AND ${FIXTURE_RESULT} IS NOT NULL AND ${FIXTURE_RESULT} IS DISTINCT FROM sp."result"
    )
    SELECT d."poolId" FROM (SELECT "poolId", bool_or(corrected) AS corrected FROM due GROUP BY "poolId") d JOIN "SurvivorPool" s ON s."poolId" = d."poolId"
    ORDER BY d.corrected DESC, s."settledThrough" ASC NULLS FIRST, d."poolId"
    LIMIT ${limit}`;
  return rows.map((row) => row.poolId);
}

/** What the scheduled sync calls. */
export async function settleSurvivorPools(db: PrismaClient, timeZone = appTimeZone()): Promise<{ pools: number; slates: number; ended: number }> {
  const pools = await survivorPoolsDue(db);
  const total = { pools: pools.length, slates: 0, ended: 0 };
  for (const poolId of pools) {
    const done = await settleSurvivorPool(db, poolId, timeZone);
    total.slates += done.slates;
    total.ended += done.ended ? 1 : 0;
  }
  return total;
}

/**
 * A settled pick whose game now reads another result (a corrected score, a game called off afterwards) re-settles the
 * pool from that slate: later slates' outcomes, missed slates and lives are taken back and settled again, and an
 * ended pool reopens (its new end is told again).
 */
async function rewindCorrections(tx: Tx, pool: SurvivorPoolRow, timeZone: string): Promise<boolean> {
  const slate = await firstCorrectedSlate(tx, pool);
  if (!slate) return false;
  await tx.$executeRaw`DELETE FROM "SurvivorPick" WHERE "poolId" = ${pool.poolId} AND "slate" >= ${slate} AND "outcome" = 'MISSED'`;
  // A slate survived without a team (one a revived member was locked out of) stays survived: it was never a pick.
  await tx.$executeRaw`
    UPDATE "SurvivorPick" SET "outcome" = NULL, "result" = NULL, "updatedAt" = now()
    WHERE "poolId" = ${pool.poolId} AND "slate" >= ${slate} AND "outcome" IS NOT NULL AND "fixtureId" IS NOT NULL`;
  await survivedLockedOut(tx, pool, slate, timeZone);
  await tx.$executeRaw`
    UPDATE "SurvivorEntry" e SET "won" = false,
      "eliminatedOn" = CASE WHEN e."eliminatedOn" >= ${slate} THEN NULL ELSE e."eliminatedOn" END,
      "lives" = GREATEST(0, ${pool.lives}::int - (SELECT count(*)::int FROM "SurvivorPick" x
        WHERE x."poolId" = e."poolId" AND x."userId" = e."userId" AND x."slate" < ${slate} AND x."outcome" IN ${LOST}))
    WHERE e."poolId" = ${pool.poolId}`;
  const before = new Date(slate.getTime() - 86_400_000);
  await tx.$executeRaw`
    UPDATE "SurvivorPool" SET "endedAt" = NULL,
      "settledThrough" = CASE WHEN ${slate}::date <= "startSlate" THEN NULL ELSE ${before}::date END
    WHERE "poolId" = ${pool.poolId}`;
  return true;
}

/**
 * Members the rewind brings back (eliminated on the rewound slate or later) could not pick while they were out: every
 * slate after their elimination whose first game has started by now, and on which they have no pick, is recorded as
 * survived (no life lost), before their elimination is cleared. Without it the re-settlement would charge them a missed
 * pick on slates the app refused them.
 */
async function survivedLockedOut(tx: Tx, pool: SurvivorPoolRow, rewound: Date, timeZone: string): Promise<void> {
  const [{ out }] = await tx.$queryRaw<{ out: Date | null }[]>`
    SELECT min("eliminatedOn") AS out FROM "SurvivorEntry" WHERE "poolId" = ${pool.poolId} AND "eliminatedOn" >= ${rewound}`;
  if (!out) return;
  let from = slateRange(out.toISOString().slice(0, 10), pool.league, timeZone).end;
  for (let round = 0; round < LOCKED_OUT_SLATES; round += 1) {
    const first = await firstGameFrom(tx, pool, from);
    if (!first) return;
    const [{ started }] = await tx.$queryRaw<{ started: boolean }[]>`SELECT ${first}::timestamptz <= now() AS started`;
    if (!started) return;
    const slate = slateOf(first, pool.league, timeZone);
    await tx.$executeRaw`
      INSERT INTO "SurvivorPick" ("poolId", "userId", "slate", "outcome", "updatedAt")
      SELECT e."poolId", e."userId", ${slate}::date, 'SURVIVED', now() FROM "SurvivorEntry" e
      WHERE e."poolId" = ${pool.poolId} AND e."eliminatedOn" >= ${rewound} AND e."eliminatedOn" < ${slate}::date
      ON CONFLICT ("poolId", "userId", "slate") DO NOTHING`;
    from = slateRange(slate, pool.league, timeZone).end;
  }
}

/**
 * Auto-pick, for each unsettled slate whose first game has started: every alive member without a pick on it gets the
 * biggest favourite by money line among its games not yet started and the teams they have not used (the order of
 * lib/domain/survivor autoPickChoice). Nothing left to pick: they miss the slate.
 */
async function autoPickStartedSlates(tx: Tx, pool: SurvivorPoolRow, timeZone: string): Promise<number> {
  let from = unsettledFrom(pool, timeZone);
  let made = 0;
  for (let round = 0; round < SLATES_PER_RUN; round += 1) {
    const [{ first, now }] = await tx.$queryRaw<{ first: Date | null; now: Date }[]>`
      SELECT min("startsAt") AS first, now() AS now FROM "Fixture" WHERE "league" = ${pool.dbLeague}::"League" AND "startsAt" >= ${from}`;
    if (!first || first > now) break;
    const slate = slateOf(first, pool.league, timeZone);
    const { start, end } = slateRange(slate, pool.league, timeZone);
    made += await tx.$executeRaw`
      WITH options AS MATERIALIZED (
        SELECT f."id" AS "fixtureId", s.side, s."teamId", s.line, f."startsAt"
        FROM "Fixture" f
        CROSS JOIN LATERAL (VALUES ('HOME'::"Side", f."homeTeamId", f."homeMoneyLine"), ('AWAY'::"Side", f."awayTeamId", f."awayMoneyLine")) s(side, "teamId", line)
        WHERE f."league" = ${pool.dbLeague}::"League" AND f."startsAt" >= ${start} AND f."startsAt" < ${end}
          AND NOT ${gameStartedSql()} AND s.line IS NOT NULL
      )
      INSERT INTO "SurvivorPick" ("poolId", "userId", "slate", "fixtureId", "teamId", "side", "auto", "updatedAt")
      SELECT e."poolId", e."userId", ${slate}::date, c."fixtureId", c."teamId", c.side, true, now()
      FROM "SurvivorEntry" e
      CROSS JOIN LATERAL (
        SELECT o.* FROM options o
        WHERE NOT EXISTS (SELECT 1 FROM "SurvivorPick" u WHERE u."poolId" = e."poolId" AND u."userId" = e."userId" AND u."teamId" = o."teamId")
        ORDER BY o.line, o."startsAt", o."fixtureId", (o.side = 'HOME') DESC LIMIT 1
      ) c
      WHERE e."poolId" = ${pool.poolId} AND e."lives" > 0
        AND NOT EXISTS (SELECT 1 FROM "SurvivorPick" s WHERE s."poolId" = e."poolId" AND s."userId" = e."userId" AND s."slate" = ${slate}::date)
      ON CONFLICT DO NOTHING`;
    from = end;
  }
  return made;
}

/** Settles one slate whose games are all over; true when it ended the pool. */
async function settleSlate(tx: Tx, pool: SurvivorPoolRow, slate: string, timeZone: string): Promise<boolean> {
  const { start, end } = slateRange(slate, pool.league, timeZone);
  const poolId = pool.poolId;
  const aliveBefore = await aliveTotal(tx, poolId);
  // A game moved to another slate, called off or still postponed lets its pickers survive the slate.
  await tx.$executeRaw`
    UPDATE "SurvivorPick" sp SET "result" = r.result, "updatedAt" = now(), "outcome" = (CASE
        WHEN f."startsAt" < ${start} OR f."startsAt" >= ${end} OR f."status" IN ('CANCELED', 'POSTPONED') THEN 'SURVIVED'
        WHEN r.result = 'TIE' THEN 'TIE'
        WHEN r.result::text = sp."side"::text THEN 'WIN'
        ELSE 'LOSS' END)::"SurvivorOutcome"
    FROM "Fixture" f
    CROSS JOIN LATERAL (SELECT ${FIXTURE_RESULT} AS result) r
    JOIN "SurvivorEntry" e ON e."poolId" = ${poolId} AND e."lives" > 0
    WHERE sp."poolId" = ${poolId} AND sp."slate" = ${slate}::date AND sp."outcome" IS NULL AND f."id" = sp."fixtureId" AND e."userId" = sp."userId"`;
  await tx.$executeRaw`
    INSERT INTO "SurvivorPick" ("poolId", "userId", "slate", "outcome", "updatedAt")
    SELECT e."poolId", e."userId", ${slate}::date, 'MISSED', now() FROM "SurvivorEntry" e WHERE e."poolId" = ${poolId} AND e."lives" > 0
    ON CONFLICT ("poolId", "userId", "slate") DO NOTHING`;
  await tx.$executeRaw`
    UPDATE "SurvivorEntry" e SET "lives" = e."lives" - 1, "eliminatedOn" = CASE WHEN e."lives" = 1 THEN ${slate}::date END
    FROM "SurvivorPick" sp
    WHERE e."poolId" = ${poolId} AND e."lives" > 0 AND sp."poolId" = e."poolId" AND sp."userId" = e."userId" AND sp."slate" = ${slate}::date
      AND sp."outcome" IN ${LOST}`;
  // Picks the eliminated made ahead on later slates stay theirs: a corrected result that brings them back plays them.
  await tx.$executeRaw`UPDATE "SurvivorPool" SET "settledThrough" = ${slate}::date WHERE "poolId" = ${poolId}`;
  // The rule needs the names only when at most one member is left: a 10,000-member slate reads two counts.
  const aliveAfter = await aliveTotal(tx, poolId);
  if (aliveBefore === 0 || aliveAfter > 1) return false;
  const survivors = await memberIds(tx, poolId, Prisma.sql`"lives" > 0`);
  // With nobody left, those alive before the slate are exactly those it eliminated.
  const fell = aliveAfter === 0 ? await memberIds(tx, poolId, Prisma.sql`"eliminatedOn" = ${slate}::date`) : survivors;
  const winners = winnersAfter(fell, survivors);
  if (!winners) return false;
  await endPool(tx, poolId, winners);
  return true;
}

async function aliveTotal(tx: Tx, poolId: string): Promise<number> {
  const [{ alive }] = await tx.$queryRaw<{ alive: number }[]>`SELECT count(*)::int AS alive FROM "SurvivorEntry" WHERE "poolId" = ${poolId} AND "lives" > 0`;
  return alive;
}

async function memberIds(tx: Tx, poolId: string, where: Prisma.Sql): Promise<string[]> {
  const rows = await tx.$queryRaw<{ userId: string }[]>`SELECT "userId" FROM "SurvivorEntry" WHERE "poolId" = ${poolId} AND ${where} ORDER BY "userId"`;
  return rows.map((row) => row.userId);
}

/** The winners are marked, the pool ends, and every member is told who won. */
async function endPool(tx: Tx, poolId: string, winners: string[]): Promise<void> {
  await tx.$executeRaw`UPDATE "SurvivorEntry" SET "won" = true WHERE "poolId" = ${poolId} AND "userId" = ANY(${winners}::text[])`;
  await tx.$executeRaw`UPDATE "SurvivorPool" SET "endedAt" = now() WHERE "poolId" = ${poolId}`;
  await tx.$executeRaw`
    INSERT INTO "Notification" ("userId", "type", "details")
    SELECT pm."userId", 'SURVIVOR_ENDED', jsonb_build_object(
      'poolId', p."id", 'poolName', p."name", 'won', pm."userId" = ANY(${winners}::text[]),
      'winners', (SELECT COALESCE(jsonb_agg(u."username" ORDER BY lower(u."username")), '[]'::jsonb) FROM "User" u WHERE u."id" = ANY(${winners}::text[])))
    FROM "PoolMember" pm JOIN "Pool" p ON p."id" = pm."poolId" WHERE pm."poolId" = ${poolId}`;
}

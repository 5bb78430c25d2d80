// The hot reads marked PREPARED are sent named, so the connection keeps them prepared and each later read skips parsing
// and, once PostgreSQL settles on a plan, planning; every other statement is sent unnamed. A connection string for a
// transaction pooler without prepared statements sends them all unnamed, and the grid reads the same.
import { createPrismaClient, db } from "@/lib/db";
import { keepsPreparedStatements } from "@/lib/db-prepared";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { memberCardPool } from "@/lib/server/pools/card/card-pool-row";
import { readCardGrid } from "@/lib/server/pools/card/read-card-grid";
import { card, createCardPool } from "../support/card-calls";
import { createFixture, createSignedInUser } from "../support/factories";
import { emptyWorld } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";

const HOUR = 3_600_000;

/** The grid as `client` reads it six times on one connection (past the five custom plans before PostgreSQL may keep one), and what that connection then has prepared. */
function gridOnOneConnection(client: PrismaClient, poolId: string, userId: string) {
  return client.$transaction(async (tx) => {
    const grids = [];
    for (let i = 0; i < 6; i += 1) grids.push(await readCardGrid(tx, await memberCardPool(tx, poolId, userId), userId));
    await tx.$queryRaw`SELECT 1 AS "unmarked"`;
    const prepared = await tx.$queryRaw<{ statement: string }[]>`SELECT "statement" FROM pg_prepared_statements`;
    return { grids, prepared: prepared.map((row) => row.statement) };
  });
}

describe("prepared statements", () => {
  runInNoonZone();

  test("the card grid's reads are prepared once per connection, nothing else is, and a pooler's URL turns it off with the same grid", async () => {
    await emptyWorld();
    const [owner, ann] = await Promise.all([createSignedInUser(), createSignedInUser()]);
    const game = await createFixture({ startsAt: new Date(Date.now() + 2 * HOUR) });
    const pool = await createCardPool(owner, [ann], { scoring: "CONFIDENCE" });
    expect((await card.pick(ann.token, pool.id, { fixtureId: game.id, side: "HOME", confidence: 1 })).status).toBe(200);

    const named = await gridOnOneConnection(db, pool.id, ann.user.id);
    // The pool's rules, the card's games and the grid's own statement, each prepared once.
    expect(named.prepared.length).toBeGreaterThanOrEqual(3);
    expect(named.prepared.every((statement) => statement.startsWith("/* prepared */"))).toBe(true);
    expect(new Set(named.prepared).size).toBe(named.prepared.length);
    expect(named.prepared.some((statement) => statement.includes("'places'"))).toBe(true);
    expect(named.grids.every((grid) => JSON.stringify(grid) === JSON.stringify(named.grids[0]))).toBe(true);
    expect(named.grids[0].rows.find((row) => row.userId === ann.user.id)?.cells[0]).toMatchObject({ state: "shown", side: "HOME", confidence: 1 });

    const pooler = createPrismaClient(`${process.env.DATABASE_URL}${process.env.DATABASE_URL!.includes("?") ? "&" : "?"}pgbouncer=true`);
    try {
      const unnamed = await gridOnOneConnection(pooler, pool.id, ann.user.id);
      expect(unnamed.prepared).toEqual([]);
      expect(unnamed.grids[0]).toEqual(named.grids[0]);
    } finally {
      await pooler.$disconnect();
    }
  });

  test("off for Supabase's transaction pooler, a pgbouncer=true URL or the setting; on for a direct connection and Neon's pooler", () => {
    expect(keepsPreparedStatements("postgresql://u:p@aws-0-us-east-1.pooler.supabase.com:6543/postgres", true)).toBe(false);
    expect(keepsPreparedStatements("postgresql://u:p@aws-0-us-east-1.pooler.supabase.com:5432/postgres", true)).toBe(true);
    expect(keepsPreparedStatements("postgresql://u:p@db.example.com:5432/app?sslmode=require&pgbouncer=true", true)).toBe(false);
    expect(keepsPreparedStatements("postgresql://u:p@ep-cool-123456-pooler.us-east-2.aws.neon.tech/app?sslmode=require", true)).toBe(true);
    expect(keepsPreparedStatements("postgresql://u:p@127.0.0.1:5432/app", false)).toBe(false);
  });
});

// The pool board bench's pool: every tenth of the leaderboard dataset's 100,000 pickers, 10,000 members, all four leagues.
import type pg from "pg";
import { ensureLeaderboardDataset } from "./leaderboard-dataset";

export const BENCH_POOL = { id: "bench-pool", members: 10_000, every: 10 };

/** Made anew each run (a second's work): the leaderboard dataset underneath may have been rebuilt since. */
export async function ensureBenchPool(client: pg.Client, log: (line: string) => void): Promise<void> {
  const t0 = Date.now();
  await client.query(`DELETE FROM "Pool" WHERE id = $1`, [BENCH_POOL.id]);
  await client.query(
    `INSERT INTO "Pool" (id, name, leagues, "ownerId", "updatedAt") VALUES ($1, 'Bench_pool', ARRAY['NFL','NBA','NHL','MLB']::"League"[], 'u' || lpad($2::text, 7, '0'), now())`,
    [BENCH_POOL.id, BENCH_POOL.every],
  );
  await client.query(
    `INSERT INTO "PoolMember" ("poolId", "userId") SELECT $1, 'u' || lpad((i * $2)::text, 7, '0') FROM generate_series(1, $3) i`,
    [BENCH_POOL.id, BENCH_POOL.every, BENCH_POOL.members],
  );
  // A real pool's rows are old and vacuumed by the time it is read; a bulk insert a second ago has no visibility map yet,
  // which would make every index-only count visit the heap.
  await client.query(`VACUUM (ANALYZE) "Pool", "PoolMember"`);
  log(`Pool: ${BENCH_POOL.members.toLocaleString("en-US")} members (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/** The leaderboard bench's pickers and picks (reused when built today), with the pool made anew among them. */
export async function ensureBenchPoolDataset(client: pg.Client, timeZone: string, log: (line: string) => void): Promise<void> {
  await ensureLeaderboardDataset(client, timeZone, log);
  await ensureBenchPool(client, log);
}

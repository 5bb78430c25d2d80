// The database-level twin of the pick load: N pg connections, each inserting the next new picker's pick as soon as the last committed.
import pg from "pg";
import { windowStats } from "./timing";
import type { LoadStats } from "./types";

export type InsertLoadOptions = { url: string; connections: number; warmupMs: number; durationMs: number; fixtureIds: number[]; pickers: number };

/** A plain autocommitted INSERT per pick (no HTTP, no session lookup, no clock guard): what the row locks alone allow. */
const INSERT = `INSERT INTO "Pick" ("userId", "fixtureId", side, kind, "moneyLine", "decimalOdds", "oddsAt", "oddsSource")
  VALUES ($1, $2, $3::"Selection", 'NORMAL', -120, 1.8333, now(), 'bench')`;

export async function runInsertLoad(options: InsertLoadOptions): Promise<LoadStats> {
  const clients = await Promise.all(
    Array.from({ length: options.connections }, async () => {
      const client = new pg.Client({ connectionString: options.url });
      await client.connect();
      return client;
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  let total = 0;
  let sent = 0;
  const measureFrom = Date.now() + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;
  async function loop(client: pg.Client) {
    while (Date.now() < stopAt) {
      const k = sent++;
      const values = [`rush-${k % options.pickers}`, options.fixtureIds[k % options.fixtureIds.length], k % 3 ? "HOME" : "AWAY"];
      const t0 = process.hrtime.bigint();
      try {
        await client.query(INSERT, values);
        total += 1;
        if (Date.now() >= measureFrom) latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      } catch {
        if (Date.now() >= measureFrom) errors += 1;
      }
    }
  }
  try {
    await Promise.all(clients.map(loop));
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  return windowStats(latencies, options.durationMs, { errors, non2xx: 0, total });
}

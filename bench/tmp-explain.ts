import pg from "pg";
import { startEmbedded } from "../scripts/lib/database-server";
import { FIXTURE_QUERY_SQL, fixtureQueryParams } from "@/lib/server/fixtures/fixture-row";
import { periodRange } from "@/lib/domain/periods";
async function main() {
  const s = await startEmbedded({ dataDir: ".data/bench-postgres", database: "pickline_bench" });
  const c = new pg.Client({ connectionString: s.url });
  await c.connect();
  const { start, end } = periodRange("THIS_WEEK", new Date());
  for (let i = 0; i < 2; i++) {
    const r = await c.query("EXPLAIN (ANALYZE, BUFFERS) " + FIXTURE_QUERY_SQL, fixtureQueryParams({ league: "NHL", start, end, limit: 51 }));
    if (i === 1) console.log(r.rows.map((x: any) => x["QUERY PLAN"]).join("\n"));
  }
  await c.end();
  await s.stop();
}
main();

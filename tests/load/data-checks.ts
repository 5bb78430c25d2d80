// After the load and the restart: every accepted pick stored exactly once, no duplicate pick, no half-written parlay.
import type pg from "pg";
import { withClient } from "../../bench/lib/database";
import type { Check } from "./report";
import type { Sample } from "./workload";

const ok = (s: Sample) => s.status >= 200 && s.status < 300;

export async function dataChecks(url: string, all: Sample[]): Promise<Check[]> {
  const accepted = all.filter((x) => x.kind === "pick" && ok(x)).map((x) => x.tag!.split("|"));
  const parlays = all
    .filter((x) => x.kind === "parlay" && ok(x))
    .map((x) => (JSON.parse(x.body ?? "{}") as { payload?: { id?: number } }).payload?.id)
    .filter((id): id is number => typeof id === "number");
  const acceptedParlayAnswers = all.filter((x) => x.kind === "parlay" && ok(x)).length;
  const data = await withClient(url, async (client: pg.Client) => {
    const stored = await client.query<{ n: number }>(
      `SELECT count(p.id)::int AS n FROM unnest($1::text[], $2::int[]) AS a(u, f)
       LEFT JOIN "Pick" p ON p."userId" = a.u AND p."fixtureId" = a.f AND p."parlayId" IS NULL GROUP BY a.u, a.f`,
      [accepted.map(([u]) => u), accepted.map(([, f]) => Number(f))],
    );
    const duplicates = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM "Pick" WHERE "parlayId" IS NULL GROUP BY "userId", "fixtureId" HAVING count(*) > 1) d`,
    );
    const halfWritten = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "Parlay" pa WHERE (SELECT count(*) FROM "Pick" l WHERE l."parlayId" = pa.id) < 2`,
    );
    const whole = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "Parlay" pa WHERE pa.id = ANY($1::int[]) AND (SELECT count(*) FROM "Pick" l WHERE l."parlayId" = pa.id) = 2`,
      [parlays],
    );
    return { storedOnce: stored.rows.filter((row) => row.n === 1).length, duplicates: duplicates.rows[0].n, halfWritten: halfWritten.rows[0].n, whole: whole.rows[0].n };
  });
  return [
    { what: "every accepted pick is stored exactly once", pass: data.storedOnce === accepted.length, measured: `${data.storedOnce} of ${accepted.length}` },
    { what: "no duplicate picks (one NORMAL pick per picker and game)", pass: data.duplicates === 0, measured: `${data.duplicates} duplicated pairs` },
    {
      what: "no half-written parlay; every accepted parlay has both legs",
      pass: data.halfWritten === 0 && parlays.length === acceptedParlayAnswers && data.whole === parlays.length,
      measured: `${data.halfWritten} incomplete in the database, ${data.whole} of ${parlays.length} accepted whole`,
    },
  ];
}

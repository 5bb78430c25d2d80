// A fingerprint of every table (row count and checksum of all rows), to prove a refused request wrote nothing.
import { db } from "@/lib/db";

let query: string | null = null;

async function snapshotQuery(): Promise<string> {
  if (query) return query;
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  query = tables
    .map(({ name }) => {
      const quoted = `"${name.replace(/"/g, '""')}"`;
      return `SELECT '${name}' AS name, count(*)::int AS rows, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS checksum FROM ${quoted} t`;
    })
    .join(" UNION ALL ");
  return query;
}

export type Snapshot = Record<string, string>;

export async function snapshotDatabase(): Promise<Snapshot> {
  const rows = await db.$queryRawUnsafe<{ name: string; rows: number; checksum: string }[]>(await snapshotQuery());
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows}:${row.checksum}`]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

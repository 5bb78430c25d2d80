// Prepared statements for the hot reads that ask for them. PostgreSQL plans a statement every time it is sent unnamed,
// and for the wide reads of a page (the card grid's one JSON statement) planning took longer than running: 2.4 ms
// against 1 ms. A statement that starts with PREPARED is sent named after its text, so each connection parses it once
// and PostgreSQL may keep a plan for it; every other statement is sent unnamed, as Prisma's adapter does by default.
// Only marked statements: their texts are few and fixed, so a connection holds a bounded set of them, and each was
// checked to run as well on a reused plan. A transaction pooler without protocol-level prepared statements (Supabase's
// on port 6543; Neon's PgBouncer has them) would send a named statement to a server session that never saw it, so
// they are off there: for such a host, a URL with Prisma's `pgbouncer=true`, or DATABASE_PREPARED_STATEMENTS=false.
import { createHash } from "node:crypto";
import { Prisma } from "@/lib/generated/prisma/client";

const MARK = "/* prepared */";

/** Put first in a statement's SQL: it is prepared once per connection. */
export const PREPARED = Prisma.raw(`${MARK} `);

/** The name a marked statement is sent under (from its text, so two texts never share one); undefined for the rest. */
export function preparedStatementName(sql: string): string | undefined {
  return sql.startsWith(MARK) ? `pl_${createHash("sha1").update(sql).digest("base64url")}` : undefined;
}

/** Whether the connection string's server keeps a named statement for the session that prepared it. */
export function keepsPreparedStatements(connectionString: string, setting: boolean): boolean {
  if (!setting) return false;
  try {
    const url = new URL(connectionString);
    if (url.searchParams.get("pgbouncer") === "true") return false;
    return !(url.hostname.endsWith(".pooler.supabase.com") && url.port === "6543");
  } catch {
    return true;
  }
}

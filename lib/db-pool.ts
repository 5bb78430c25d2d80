// The PostgreSQL pool under the Prisma client: timed for a host that freezes idle instances, and never handing a
// request a connection the server or the network has already dropped.
import { attachDatabasePool } from "@vercel/functions/db-connections";
import pg from "pg";

/**
 * A Vercel instance is frozen between requests and its timers do not run, so a connection left idle at suspension
 * outlives whatever closes it on the other side (the database suspending to zero, its pooler, a NAT) and is found
 * dead on thaw. attachDatabasePool keeps the instance awake until its idle connections have timed out, so this
 * number is also the awake time each request adds: 5 s, Vercel's own advice. A server that never freezes closes
 * idle connections on time; there pg's default of 10 s, written out, keeps a warm set between bursts of traffic.
 */
export const IDLE_TIMEOUT_MS = { frozenBetweenRequests: 5_000, alwaysRunning: 10_000 } as const;

/**
 * Opening a connection may wait for a suspended serverless database to wake (a second or two): 5 s covers that, and
 * a database that is really gone still turns into a 503 with Retry-After well inside a function's time limit. The
 * Prisma client waits as long for a pooled connection for a transaction (lib/db.ts).
 */
export const CONNECTION_TIMEOUT_MS = 5_000;

/** The session is gone: the server ended it (57P01 admin shutdown, 57P02 crash shutdown) or the socket broke. */
const LOST_CODES = new Set(["57P01", "57P02", "08006", "08003", "ECONNRESET", "EPIPE"]);
const LOST_MESSAGE = /Connection terminated unexpectedly|terminating connection|not queryable/i;

export function isConnectionLost(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (typeof code === "string" && LOST_CODES.has(code)) || (typeof message === "string" && LOST_MESSAGE.test(message));
}

const LEADING_COMMENTS = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;

/**
 * What a plain read may call: SQL's own parenthesised keywords and built-in functions that change nothing, plus the
 * schema's pure odds function. Anything else called by name (the schema's folding functions, nextval, set_config,
 * pg_advisory_lock, ...) may write or take a session lock, so a statement calling it is never run twice.
 */
const READ_ONLY_CALLS = new Set([
  "in", "exists", "any", "all", "as", "values", "filter", "over", "materialized", "not", "and", "or", "on", "using", "from",
  "cast", "coalesce", "nullif", "greatest", "least", "count", "sum", "avg", "min", "max", "array_agg", "string_agg",
  "jsonb_agg", "json_agg", "jsonb_build_object", "json_build_object", "row_number", "rank", "dense_rank", "lower",
  "upper", "round", "abs", "floor", "ceil", "now", "date_trunc", "extract", "timezone", "to_char", "length", "unnest",
  "array_length", "cardinality", "bool_or", "bool_and", "percentile_cont", "stddev_samp", "lag", "lead", "parlay_decimal_odds",
]);

/**
 * Whether running a statement a second time cannot change anything: one plain read, SELECT or a WITH ... SELECT.
 * Not if it names a data-modifying command anywhere (a WITH may hide an INSERT), nor SELECT ... INTO (creates a
 * table), nor a locking read, nor a call of any function outside READ_ONLY_CALLS (quoted or not), nor several
 * statements. The test is lexical and leans to "no": a statement it refuses that met a dead connection is answered
 * with a 503 to retry, as before.
 */
export function isRetryableRead(sql: string): boolean {
  const statement = sql.replace(LEADING_COMMENTS, "").replace(/;\s*$/, "");
  if (!/^(?:SELECT|WITH)\b/i.test(statement) || statement.includes(";")) return false;
  if (/\b(?:INSERT|UPDATE|DELETE|MERGE|INTO|SHARE)\b|"\s*\(/i.test(statement)) return false;
  const called = [...statement.matchAll(/\b([A-Za-z_][A-Za-z0-9_$]*)\s*\(/g)].map((match) => match[1].toLowerCase());
  return called.every((name) => READ_ONLY_CALLS.has(name));
}

type Checkout = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: boolean | Error) => void) => void;

/**
 * A pg.Pool (Prisma's adapter requires one) that learns from the first dead connection. When one connection is lost,
 * the others opened before it are most likely gone too (the server restarted, the database suspended, the instance
 * was frozen past the pooler's patience), but the pool only hears of each when its socket reports it, which may be
 * after it has been handed out. So every connection opened before a loss is closed at its next checkout instead of
 * being used, and a read that failed on one runs once more, on a connection opened since.
 */
class LivePool extends pg.Pool {
  private generation = 0;
  private readonly openedIn = new WeakMap<pg.PoolClient, number>();

  constructor(config: pg.PoolConfig) {
    super(config);
    this.on("connect", (client) => {
      this.openedIn.set(client, this.generation);
      // A client emits 'error' only when its connection breaks (idle, in a query or in a transaction); statement
      // errors go to the statement. This listener also keeps such an error from ever going unhandled.
      client.on("error", () => this.connectionLost());
    });
  }

  /** Every connection open now is suspect from here on. */
  connectionLost(): void {
    this.generation += 1;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Checkout): void;
  override connect(callback?: Checkout): Promise<pg.PoolClient> | void {
    const checkout = this.liveClient();
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  private async liveClient(): Promise<pg.PoolClient> {
    for (;;) {
      const client = await super.connect();
      if (this.openedIn.get(client) === this.generation) return client;
      // Opened before a loss: closing it costs one reconnect; using it might cost the request.
      client.release(true);
    }
  }
}

const plainQuery = pg.Pool.prototype.query;

/** The statement of a query(text | config[, values]) call; null for callbacks and streams, which are never retried. */
function statementOf(args: unknown[]): string | null {
  if (args.some((arg) => typeof arg === "function")) return null;
  const [first] = args;
  if (typeof first === "string") return first;
  if (!first || typeof first !== "object" || typeof (first as { submit?: unknown }).submit === "function") return null;
  const { text } = first as { text?: unknown };
  return typeof text === "string" ? text : null;
}

// Prisma's adapter runs every statement outside a transaction through pool.query (a transaction checks a client out
// and queries it directly), so a retry here can never land in the middle of a transaction.
Object.defineProperty(LivePool.prototype, "query", {
  value: function query(this: LivePool, ...args: unknown[]): unknown {
    const result: unknown = Reflect.apply(plainQuery, this, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (!isConnectionLost(error)) throw error;
      this.connectionLost();
      const statement = statementOf(args);
      if (statement === null || !isRetryableRead(statement)) throw error;
      return Reflect.apply(plainQuery, this, args);
    });
  },
});

/**
 * readOnly: every session starts with default_transaction_read_only on, so PostgreSQL itself refuses any write (SQLSTATE
 * 25006) that got past the application's own guard. A session may still turn it off with SET, so this stops mistakes in
 * the app's code, not code written to get around it.
 */
export type PoolOptions = { connectionString: string; max: number; frozenBetweenRequests: boolean; readOnly?: boolean };

/** The startup parameter that makes every transaction of a session read-only unless it says otherwise. */
export const READ_ONLY_SESSION = "-c default_transaction_read_only=on";

export function createPool({ connectionString, max, frozenBetweenRequests, readOnly = false }: PoolOptions): pg.Pool {
  const pool = new LivePool({
    connectionString,
    max,
    idleTimeoutMillis: frozenBetweenRequests ? IDLE_TIMEOUT_MS.frozenBetweenRequests : IDLE_TIMEOUT_MS.alwaysRunning,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    ...(readOnly ? { options: READ_ONLY_SESSION } : {}),
  });
  // An idle connection the server ended: pg has already removed it. Without a listener this event would end the process.
  pool.on("error", (error) => console.warn(`[pickline] an idle database connection was closed: ${error.message}`));
  // On Vercel this keeps the instance awake until idle connections have closed; anywhere else it does nothing.
  attachDatabasePool(pool);
  return pool;
}

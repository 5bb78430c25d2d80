// The one Prisma client of the app, created on first use from DATABASE_URL (a Vercel preview's: PREVIEW_DATABASE_URL),
// and, when DATABASE_URL_REPLICA is set, the replica's client beside it for public reads (lib/server/read-db.ts).
import { PrismaPg } from "@prisma/adapter-pg";
import { readReplicas } from "@prisma/extension-read-replicas";
import { createPool } from "@/lib/db-pool";
import { keepsPreparedStatements, preparedStatementName } from "@/lib/db-prepared";
import { databaseUrl, deploymentEnvironment, env, isReadOnlyDeployment, replicaDatabaseUrl } from "@/lib/settings";
import { PrismaClient } from "@/lib/generated/prisma/client";

export function createPrismaClient(connectionString = databaseUrl(), { replica = false } = {}): PrismaClient {
  if (!connectionString) {
    throw new Error(
      deploymentEnvironment() === "preview"
        ? "This preview has no database: set PREVIEW_DATABASE_URL (its own), or let it see DATABASE_URL for a read-only demo."
        : "DATABASE_URL is not set: start the app with `npm run dev` or `npm start`, or set it.",
    );
  }
  const settings = env();
  // Serverless instances each hold their own pool: keep it small by default (DATABASE_POOL_SIZE).
  // A read-only preview holds the shared database's credentials: the database, not only the handler's guard, refuses
  // its writes, whatever connection string it was given.
  const pool = createPool({
    connectionString,
    max: settings.DATABASE_POOL_SIZE,
    frozenBetweenRequests: Boolean(settings.VERCEL),
    // A logical replica accepts writes, which would then differ from the primary's rows: its sessions refuse them.
    readOnly: replica || isReadOnlyDeployment(settings),
  });
  // The adapter ends a pool it was given only when told to: $disconnect must close it, or scripts would not exit.
  const adapter = new PrismaPg(pool, {
    disposeExternalPool: true,
    // Typed as returning a string, but the name goes to pg as it is, and undefined sends the statement unnamed.
    ...(keepsPreparedStatements(connectionString, settings.DATABASE_PREPARED_STATEMENTS)
      ? { statementNameGenerator: (query: { sql: string }) => preparedStatementName(query.sql) as string }
      : {}),
  });
  // An interactive transaction waits for a pooled connection as long as a plain query does (Prisma's default is 2 s,
  // which 50 parallel follows on a busy machine exceeded); past that the caller gets a 503 (lib/api/infrastructure-errors).
  return new PrismaClient({ adapter, transactionOptions: { maxWait: 5_000, timeout: 10_000 } });
}

/**
 * The primary extended with Prisma's read-replica extension, which owns the replica's client ($connect and $disconnect
 * reach both) and hands it out through $replica().
 */
function withReplica(primary: PrismaClient, replicaUrl: string) {
  return primary.$extends(readReplicas({ replicas: [createPrismaClient(replicaUrl, { replica: true })] }));
}

// Next.js dev reloads modules; keeping the clients on globalThis stops each reload opening new pools.
const holder = globalThis as unknown as { __picklinePrisma?: PrismaClient; __picklineReplicated?: ReturnType<typeof withReplica> | null };

function client(): PrismaClient {
  holder.__picklinePrisma ??= createPrismaClient();
  return holder.__picklinePrisma;
}

/** Lazy so that importing this module never needs a database (next build, unit tests). */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const real = client();
    const value = Reflect.get(real, property, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});

/**
 * The replica's client when DATABASE_URL_REPLICA is set, else null. Not the extended client itself: that one sends
 * $queryRaw to the primary, since it cannot tell a raw read from a raw write, and most public reads are raw SQL.
 */
export function replicaDb(): PrismaClient | null {
  if (holder.__picklineReplicated === undefined) {
    const url = replicaDatabaseUrl();
    holder.__picklineReplicated = url ? withReplica(client(), url) : null;
  }
  return (holder.__picklineReplicated?.$replica() as PrismaClient | undefined) ?? null;
}

export async function disconnectDb(): Promise<void> {
  const { __picklinePrisma: primary, __picklineReplicated: replicated } = holder;
  holder.__picklinePrisma = undefined;
  holder.__picklineReplicated = undefined;
  // The extended client's $disconnect closes the primary and the replica together.
  if (replicated) await replicated.$disconnect();
  else if (primary) await primary.$disconnect();
}

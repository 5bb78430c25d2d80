// The one Prisma client of the app, created on first use from DATABASE_URL (a Vercel preview's: PREVIEW_DATABASE_URL).
import { PrismaPg } from "@prisma/adapter-pg";
import { createPool } from "@/lib/db-pool";
import { databaseUrl, deploymentEnvironment, env, isReadOnlyDeployment } from "@/lib/settings";
import { PrismaClient } from "@/lib/generated/prisma/client";

export function createPrismaClient(connectionString = databaseUrl()): PrismaClient {
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
    readOnly: isReadOnlyDeployment(settings),
  });
  // The adapter ends a pool it was given only when told to: $disconnect must close it, or scripts would not exit.
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  // An interactive transaction waits for a pooled connection as long as a plain query does (Prisma's default is 2 s,
  // which 50 parallel follows on a busy machine exceeded); past that the caller gets a 503 (lib/api/infrastructure-errors).
  return new PrismaClient({ adapter, transactionOptions: { maxWait: 5_000, timeout: 10_000 } });
}

// Next.js dev reloads modules; keeping the client on globalThis stops each reload opening a new pool.
const holder = globalThis as unknown as { __picklinePrisma?: PrismaClient };

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

export async function disconnectDb(): Promise<void> {
  if (holder.__picklinePrisma) {
    await holder.__picklinePrisma.$disconnect();
    holder.__picklinePrisma = undefined;
  }
}

// A production build of the app against a fresh seeded database, served by `next start` on a free port.
// Shared by the end-to-end runner (scripts/e2e.ts) and the benchmarks (bench/).
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createPrismaClient } from "@/lib/db";
import { seedDatabase } from "@/lib/server/demo/seed-database";
import { settleDemoFinals } from "@/lib/server/results/settle-demo-finals";
import { buildWarnings } from "./build-warnings";
import { createDatabaseIfMissing, startEmbedded } from "./database-server";
import { migrate } from "./migrator";
import { productionEnv } from "./production-env";
import { FETCH_CACHE, NEXT_BIN } from "./start-app";

export { productionEnv };
export { NEXT_BIN, startApp, waitForUrl, type RunningApp } from "./start-app";

/** seed: the demo seed the world was made from; an app syncing the demo feed over it must run with DEMO_SEED set to it. */
export type SeededDatabase = { url: string; seed: string; stop: () => Promise<void> };

/** Seeded databases on one server: `urls` are copies of one seeded world, so every copy holds the same rows. */
export type SeededDatabases = { urls: string[]; seed: string; stop: () => Promise<void> };

/** Drops and recreates `name` (on TEST_DATABASE_URL's server, or an embedded one under dataDir), migrates and seeds it. */
export async function freshSeededDatabase(name: string, options: { dataDir: string; seed: string }): Promise<SeededDatabase> {
  const { urls, seed, stop } = await freshSeededDatabases(name, { ...options, copies: 0 });
  return { url: urls[0], seed, stop };
}

/**
 * `name` migrated and seeded once, then `copies` databases cloned from it (name_0, name_1, ...: PostgreSQL copies the
 * files, far quicker than seeding again), each for one server; with no copies, `name` itself.
 */
export async function freshSeededDatabases(
  name: string,
  options: { dataDir: string; seed: string; copies: number; settings?: Record<string, string> },
): Promise<SeededDatabases> {
  let adminUrl: string;
  let stop = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const admin = new URL(process.env.TEST_DATABASE_URL);
    admin.pathname = "/postgres";
    adminUrl = admin.toString();
  } else {
    const server = await startEmbedded({ dataDir: options.dataDir, database: "postgres", settings: options.settings });
    adminUrl = server.adminUrl;
    stop = server.stop;
  }
  const copies = Array.from({ length: options.copies }, (_, index) => `${name}_${index}`);
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const database of [name, ...copies]) await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await createDatabaseIfMissing(adminUrl, name);
    const url = databaseUrlOn(adminUrl, name);
    await migrate(url);
    const db = createPrismaClient(url);
    const now = new Date();
    await seedDatabase(db, { now, seed: options.seed, settleFixtures: (fixtures) => settleDemoFinals(db, fixtures, now).then(() => {}) });
    await db.$disconnect();
    // A template must have no open connection while it is copied.
    for (const database of copies) await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${name}"`);
  } finally {
    await admin.end();
  }
  const names = copies.length > 0 ? copies : [name];
  return { urls: names.map((database) => databaseUrlOn(adminUrl, database)), seed: options.seed, stop };
}

function databaseUrlOn(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * `next build`, failing on any warning it prints (it exits 0 on them). The data cache goes first: it may hold a
 * previous database's rows.
 */
export function buildApp(env: NodeJS.ProcessEnv): Promise<number> {
  fs.rmSync(FETCH_CACHE, { recursive: true, force: true });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [NEXT_BIN, "build"], { stdio: ["inherit", "pipe", "pipe"], env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on("close", (code) => {
      const warnings = buildWarnings(output);
      if (code === 0 && warnings.length > 0) {
        console.error(`next build printed ${warnings.length} warning line(s); a build must be clean:\n  ${warnings.join("\n  ")}`);
        return resolve(1);
      }
      resolve(code ?? 1);
    });
  });
}


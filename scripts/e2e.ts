// npm run test:e2e: a fresh seeded database, a production build, `next start`, then Playwright in the system Chromium.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createPrismaClient } from "@/lib/db";
import { seedDatabase } from "@/lib/demo/seed-database";
import { settleDemoFinals } from "@/lib/server/results/settle-demo-finals";
import { createDatabaseIfMissing, freePort, startEmbedded } from "./lib/database-server";
import { CHROMIUM_HELP, findChromium } from "./lib/find-chromium";
import { migrate } from "./lib/migrator";

const NODE = process.execPath;
const bin = (...parts: string[]) => path.join(process.cwd(), "node_modules", ...parts);

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(NODE, args, { stdio: "inherit", env });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("next start exited before it was ready");
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not answer at ${url} within ${timeoutMs / 1000} s`);
}

async function freshDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const name = "pickline_e2e";
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const admin = new URL(process.env.TEST_DATABASE_URL);
    admin.pathname = "/postgres";
    await recreate(admin.toString(), name);
    return { url: url.toString(), stop: async () => {} };
  }
  const server = await startEmbedded({ dataDir: ".data/e2e-postgres", database: "postgres" });
  await recreate(server.adminUrl, name);
  const url = new URL(server.adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), stop: server.stop };
}

async function recreate(adminUrl: string, name: string): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
  await createDatabaseIfMissing(adminUrl, name);
}

async function main(): Promise<number> {
  const chromium = findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    return 1;
  }
  const database = await freshDatabase();
  let server: ChildProcess | null = null;
  try {
    await migrate(database.url);
    const db = createPrismaClient(database.url);
    const now = new Date();
    await seedDatabase(db, { now, seed: "e2e", settleFixtures: (fixtures) => settleDemoFinals(db, fixtures, now).then(() => {}) });
    await db.$disconnect();

    const outbox = path.join(process.cwd(), ".data", "e2e-mail", "outbox.jsonl");
    fs.rmSync(outbox, { force: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      MAIL_OUTBOX: outbox,
      // Auth.js refuses to run in production without a secret; the e2e server is production-built.
      AUTH_SECRET: process.env.AUTH_SECRET || "e2e-only-secret-not-for-deployment-0123456789",
      NEXT_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
    };
    if (process.env.E2E_SKIP_BUILD !== "1") {
      const built = await run([bin("next", "dist", "bin", "next"), "build"], env);
      if (built !== 0) return built;
    }
    const port = String(await freePort());
    const baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(NODE, [bin("next", "dist", "bin", "next"), "start", "--port", port, "--hostname", "127.0.0.1"], {
      stdio: ["ignore", "inherit", "inherit"],
      env,
    });
    await waitForServer(baseUrl, server);
    const extra = process.argv.slice(2);
    return await run([bin("@playwright", "test", "cli.js"), "test", ...extra], {
      ...env,
      E2E_BASE_URL: baseUrl,
      CHROMIUM_PATH: chromium,
      E2E_DATABASE_URL: database.url,
    });
  } finally {
    server?.kill("SIGTERM");
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

// npm run test:e2e: fresh seeded databases, one production build, a `next start` of it per Playwright worker (each on a
// database of its own), then Playwright in the system Chromium.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { E2EServer } from "../e2e/worker-server";
import { CHROMIUM_HELP, findChromium } from "./lib/find-chromium";
import { freePort } from "./lib/database-server";
import { buildApp, freshSeededDatabases, productionEnv, startApp, type RunningApp } from "./lib/production-app";
import { runScript } from "./lib/run-script";

const PLAYWRIGHT = path.join(process.cwd(), "node_modules", "@playwright", "test", "cli.js");
const MAIL = path.join(process.cwd(), ".data", "e2e-mail");
/**
 * Two workers by default: on two cores most of a journey is spent waiting on the browser, the server or the database,
 * so a second one nearly halves the run. E2E_WORKERS=1 gives the old one-server run.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: "inherit", env });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/** Seconds since `started`, for the step's own timing lines. */
const since = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const chromium = findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    return 1;
  }
  let started = Date.now();
  const databases = await freshSeededDatabases("pickline_e2e", { dataDir: ".data/e2e-postgres", seed: "e2e", copies: WORKERS });
  console.log(`e2e: ${WORKERS} seeded databases in ${since(started)}`);
  const apps: RunningApp[] = [];
  try {
    fs.rmSync(MAIL, { recursive: true, force: true });
    const servers = await Promise.all(
      databases.urls.map(async (databaseUrl, index) => {
        // Google sign-in against a local OpenID Connect server, which e2e/oauth-sign-in.spec.ts runs on this port.
        const oidcPort = await freePort();
        const env = await productionEnv(databaseUrl, {
          // A journey's cron sync reads the demo feed: under another seed its games are other games (lines and results).
          DEMO_SEED: databases.seed,
          MAIL_OUTBOX: path.join(MAIL, `outbox-${index}.jsonl`),
          AUTH_GOOGLE_ID: "pickline-e2e",
          AUTH_GOOGLE_SECRET: "pickline-e2e-client-secret",
          AUTH_GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
        });
        return { env, oidcPort };
      }),
    );
    // E2E_SKIP_BUILD=1 reuses the last build (no page is prerendered: the build holds no data of the last run, and
    // SITE_URL, the one address it reads, is read again by each `next start`).
    if (process.env.E2E_SKIP_BUILD !== "1") {
      started = Date.now();
      const built = await buildApp(servers[0].env);
      if (built !== 0) return built;
      console.log(`e2e: next build in ${since(started)}`);
    }
    started = Date.now();
    apps.push(...(await Promise.all(servers.map(({ env }) => startApp(env)))));
    console.log(`e2e: ${apps.length} servers answering in ${since(started)}`);
    const workerServers: E2EServer[] = servers.map(({ env, oidcPort }, index) => ({
      baseUrl: apps[index].baseUrl,
      databaseUrl: env.DATABASE_URL!,
      outbox: env.MAIL_OUTBOX!,
      oidcPort,
      oidcIssuer: env.AUTH_GOOGLE_ISSUER!,
    }));
    const extra = process.argv.slice(2);
    // The journeys and the live specs (which start servers of their own from the same build: every server keeps its
    // data cache in memory, see startApp) in one run, so the live specs' waits for syncs overlap the journeys.
    return await run([PLAYWRIGHT, "test", `--workers=${WORKERS}`, "--pass-with-no-tests", ...extra], {
      ...servers[0].env,
      CHROMIUM_PATH: chromium,
      E2E_SERVERS: JSON.stringify(workerServers),
    });
  } finally {
    for (const app of apps) app.stop();
    await databases.stop();
  }
}

runScript(main);

// npm run test:e2e: a fresh seeded database, a production build, `next start`, then Playwright in the system Chromium.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM_HELP, findChromium } from "./lib/find-chromium";
import { freePort } from "./lib/database-server";
import { buildApp, freshSeededDatabase, productionEnv, startApp, type RunningApp } from "./lib/production-app";
import { runScript } from "./lib/run-script";

const LIVE_REPORT = path.join(process.cwd(), ".data", "test-report", "e2e-live.json");
const PLAYWRIGHT = path.join(process.cwd(), "node_modules", "@playwright", "test", "cli.js");

function run(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: "inherit", env });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const chromium = findChromium();
  if (!chromium) {
    console.error(CHROMIUM_HELP);
    return 1;
  }
  const database = await freshSeededDatabase("pickline_e2e", { dataDir: ".data/e2e-postgres", seed: "e2e" });
  let app: RunningApp | null = null;
  try {
    const outbox = path.join(process.cwd(), ".data", "e2e-mail", "outbox.jsonl");
    fs.rmSync(outbox, { force: true });
    // Google sign-in against a local OpenID Connect server, which e2e/oauth-sign-in.spec.ts runs on this port.
    const oidcPort = await freePort();
    const env = await productionEnv(database.url, {
      // A journey's cron sync reads the demo feed: under another seed its games are other games (lines and results).
      DEMO_SEED: database.seed,
      MAIL_OUTBOX: outbox,
      AUTH_GOOGLE_ID: "pickline-e2e",
      AUTH_GOOGLE_SECRET: "pickline-e2e-client-secret",
      AUTH_GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
      E2E_OIDC_PORT: String(oidcPort),
    });
    // E2E_SKIP_BUILD=1 reuses the last build (no page is prerendered: the build holds no data of the last run).
    if (process.env.E2E_SKIP_BUILD !== "1") {
      const built = await buildApp(env);
      if (built !== 0) return built;
    }
    app = await startApp(env);
    const extra = process.argv.slice(2);
    const shared = { ...env, CHROMIUM_PATH: chromium, E2E_DATABASE_URL: database.url };
    const journeys = await run([PLAYWRIGHT, "test", "--project=chromium", "--pass-with-no-tests", ...extra], { ...shared, E2E_BASE_URL: app.baseUrl });
    // The live specs start their own server from the same build: this one goes first, so no two share Next's data cache.
    app.stop();
    app = null;
    const live = await run([PLAYWRIGHT, "test", "--project=live", "--pass-with-no-tests", ...extra], { ...shared, E2E_REPORT_FILE: LIVE_REPORT });
    return journeys || live;
  } finally {
    app?.stop();
    await database.stop();
  }
}

runScript(main);

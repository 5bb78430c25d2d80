// Playwright: end-to-end journeys in Debian's Chromium against a production build (started by scripts/e2e.ts).
import { defineConfig, devices } from "@playwright/test";
import { e2eServers, adoptWorkerServer } from "./e2e/worker-server";

// Each worker drives the server scripts/e2e.ts started for it (this file is loaded again in every worker).
const baseURL = adoptWorkerServer();

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  // One worker per server; the journeys of one spec file run in order, in one worker.
  workers: Math.max(1, e2eServers().length),
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }], ["json", { outputFile: ".data/test-report/e2e.json" }]],
  use: {
    baseURL,
    // A journey's page.route() does not see what the app's service worker fetches: only the installable-app journey,
    // which tests the worker itself, lets it register (test.use there).
    serviceWorkers: "block",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    },
  },
  projects: [
    // A deployer's production run: each spec starts its own server (same build) on a fresh database and replayed feeds.
    // Listed first, so its waits for the next sync overlap the journeys in the other worker instead of ending the run.
    { name: "live", testMatch: "live/**", use: { ...devices["Desktop Chrome"], channel: undefined } },
    // The journeys against the seeded demo build that scripts/e2e.ts starts.
    { name: "chromium", testIgnore: "live/**", use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
});

// Playwright: end-to-end journeys in Debian's Chromium against a production build (started by scripts/e2e.ts).
import { defineConfig, devices } from "@playwright/test";

const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3200";

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }], ["json", { outputFile: process.env.E2E_REPORT_FILE ?? ".data/test-report/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    },
  },
  projects: [
    // The journeys against the seeded demo build that scripts/e2e.ts starts.
    { name: "chromium", testIgnore: "live/**", use: { ...devices["Desktop Chrome"], channel: undefined } },
    // A deployer's production run: each spec starts its own server (same build) on a fresh database and replayed feeds.
    { name: "live", testMatch: "live/**", use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
});

// Locates the system Chromium Playwright drives; Playwright's own browser download is not reachable here.
import fs from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fs.existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null;
}

export const CHROMIUM_HELP =
  "No Chromium found for the end-to-end tests. Install Debian's package with `sudo apt-get install -y chromium` " +
  "(or point CHROMIUM_PATH at a Chromium or Chrome binary), then run the tests again.";

// `next start` of the last build on a free port: the end-to-end runner's and the benchmarks' servers, and the journeys
// that need a server of their own. No import of the app here, so a journey can load it.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { withForwardedFor } from "./run-next";

export const NEXT_BIN = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
/** Next's data cache (unstable_cache entries) on disk: it outlives the database it was filled from. */
export const FETCH_CACHE = path.join(process.cwd(), ".next", "cache", "fetch-cache");

export async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited before answering ${url}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export type RunningApp = { baseUrl: string; pid?: number; stop: () => void };

/**
 * `next start` on a free port. Data cached while it runs stays in memory (PICKLINE_ISR_FLUSH_TO_DISK=0, see
 * next.config.ts) and the data cache is emptied first, so nothing cached from one database is served against the next.
 */
export async function startApp(env: NodeJS.ProcessEnv, options: { quiet?: boolean } = {}): Promise<RunningApp> {
  fs.rmSync(FETCH_CACHE, { recursive: true, force: true });
  const port = Number(env.PORT);
  const child = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    stdio: ["ignore", options.quiet ? "ignore" : "inherit", "inherit"],
    env: withForwardedFor({ ...env, PICKLINE_ISR_FLUSH_TO_DISK: "0" }),
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForUrl(`${baseUrl}/api/health`, child);
  return { baseUrl, pid: child.pid, stop: () => child.kill("SIGTERM") };
}

// A production build of the app (next build unless BENCH_SKIP_BUILD=1) served by next start on a free port.
import { spawn } from "node:child_process";
import { buildApp, productionEnv, startApp, waitForUrl, type RunningApp } from "../../scripts/lib/production-app";

export { waitForUrl };

let built = false;

/** Builds once per bench run (never with BENCH_SKIP_BUILD=1), then starts a server with the given extra env. */
export async function startNext(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  const env = await productionEnv(databaseUrl, extraEnv);
  if (process.env.BENCH_SKIP_BUILD !== "1" && !built) {
    built = true;
    if ((await buildApp(env)) !== 0) throw new Error("next build failed");
  }
  return startApp(env, { quiet: true });
}

/** Starts `tsx <script>` with env and waits until url answers. */
export async function startScript(script: string, env: Record<string, string>, url: string): Promise<{ pid?: number; stop: () => void }> {
  const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
  await waitForUrl(url, child);
  return { pid: child.pid, stop: () => child.kill("SIGTERM") };
}

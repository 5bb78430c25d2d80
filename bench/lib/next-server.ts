// A production build of the app (next build unless BENCH_SKIP_BUILD=1) served by next start on a free port.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../../scripts/lib/database-server";

const NEXT = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");

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

let built = false;

/** Builds once per bench run (never with BENCH_SKIP_BUILD=1), then starts a server with the given extra env. */
export async function startNext(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<{ baseUrl: string; pid?: number; stop: () => void }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...extraEnv };
  if (process.env.BENCH_SKIP_BUILD !== "1" && !built) {
    built = true;
    const code = await new Promise<number>((resolve) => {
      spawn(process.execPath, [NEXT, "build"], { stdio: "inherit", env }).on("exit", (c) => resolve(c ?? 1));
    });
    if (code !== 0) throw new Error("next build failed");
  }
  const port = await freePort();
  const child = spawn(process.execPath, [NEXT, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForUrl(`${baseUrl}/api/health`, child);
  return { baseUrl, pid: child.pid, stop: () => child.kill("SIGTERM") };
}

/** Starts `tsx <script>` with env and waits until url answers. */
export async function startScript(script: string, env: Record<string, string>, url: string): Promise<{ pid?: number; stop: () => void }> {
  const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
  await waitForUrl(url, child);
  return { pid: child.pid, stop: () => child.kill("SIGTERM") };
}

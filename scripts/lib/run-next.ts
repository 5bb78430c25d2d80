// Runs the Next.js CLI as a child process with the database URL, and stops the embedded database when it exits.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AppDatabase } from "./database-server";

const NEXT_BIN = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
const FORWARDED_FOR = pathToFileURL(path.join(process.cwd(), "scripts", "lib", "forwarded-for.mjs")).href;

/** NODE_OPTIONS that make every Next.js server process record the connection's address in X-Forwarded-For. */
export function withForwardedFor(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ""} --import ${FORWARDED_FOR}`.trim() };
}

export function runNext(args: string[], database: AppDatabase, extraEnv: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [NEXT_BIN, ...args], {
      stdio: "inherit",
      env: withForwardedFor({ ...process.env, DATABASE_URL: database.url, NEXT_TELEMETRY_DISABLED: "1", ...extraEnv }),
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("exit", async (code) => {
      await database.stop().catch(() => {});
      resolve(code ?? 1);
    });
  });
}

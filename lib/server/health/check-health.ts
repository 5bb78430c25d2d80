// The health report: the app version and whether the database answers.
import "server-only";
import { db } from "@/lib/db";
import packageJson from "@/package.json";
import type { Health } from "@/lib/contracts/system";


export async function checkHealth(): Promise<Health> {
  const database = await Promise.race([
    db.$queryRaw`SELECT 1`.then(() => "up" as const),
    new Promise<"down">((resolve) => setTimeout(() => resolve("down"), 3_000)),
  ]).catch(() => "down" as const);
  return { status: database === "up" ? "ok" : "degraded", version: packageJson.version, database };
}

// A database bench's run: its start time and the app's zone for the result, the bench database it names, and a Prisma
// client on it; the client and the database are closed after the run, whatever it threw.
import os from "node:os";
import { createPrismaClient } from "@/lib/db";
import { appTimeZone } from "@/lib/settings";
import { benchDatabase, type BenchDatabase } from "./database";
import { machine } from "./timing";

export type BenchRun = { startedAt: string; timeZone: string; database: BenchDatabase; db: ReturnType<typeof createPrismaClient> };

export async function onBenchDatabase<T>(name: string, body: (run: BenchRun) => Promise<T>): Promise<T> {
  const startedAt = new Date().toISOString();
  const timeZone = appTimeZone();
  const database = await benchDatabase(name);
  const db = createPrismaClient(database.url);
  try {
    return await body({ startedAt, timeZone, database, db });
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

/** The machine as a result reports it, with its load average now, to two decimals. */
export const machineUnderLoad = () => ({ ...machine(), loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) });

/** The note's opening on how loaded the shared machine was when the timings were taken. */
export const loadAverageAtEnd = () => `Load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(", ")}`;

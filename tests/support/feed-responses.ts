// Test doubles for feeds: recorded payloads as fetch answers, and an in-memory call log for the credit budget.
import fs from "node:fs";
import path from "node:path";
import type { DbLeague } from "@/lib/domain/leagues";
import type { FeedCall, FeedCallLog, FeedResponse } from "@/lib/feeds/types";

export const recorded = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, "../fixtures/feeds", name), "utf8"));

export const jsonResponse = (body: unknown, headers: Record<string, string> = {}): FeedResponse => ({ status: 200, headers: new Headers(headers), body });

/** The same queries as the PostgreSQL log, over an array. */
export function memoryCallLog(calls: FeedCall[] = []): FeedCallLog & { calls: FeedCall[] } {
  return {
    calls,
    async usage(provider: string, league: DbLeague, since: Date) {
      const month = calls.filter((c) => c.provider === provider && c.calledAt >= since);
      const reported = month.filter((c) => c.remaining !== null).at(-1);
      const ours = calls.filter((c) => c.provider === provider && c.league === league).at(-1);
      return { used: month.reduce((sum, c) => sum + c.cost, 0), remaining: reported?.remaining ?? null, lastCalledAt: ours?.calledAt ?? null };
    },
    async record(call) {
      calls.push(call);
    },
  };
}

// One Odds API call under the monthly credit budget: the caller's plan decides first, the quota headers are recorded after.
import type { DbLeague } from "@/lib/domain/leagues";
import { FeedHttpError, type FeedCallLog, type FeedCallUsage, type FetchJson } from "../types";
import { monthStart, type OddsCallPlan } from "./credit-budget";
import { ODDS_API_PROVIDER } from "./parse-odds-api";

const header = (headers: Pick<Headers, "get">, name: string): number | null => {
  const value = headers.get(name);
  const parsed = value === null || value.trim() === "" ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** x-requests-remaining: credits left until the quota resets; x-requests-last: what this call cost. */
export function quotaFromHeaders(headers: Pick<Headers, "get">) {
  return { remaining: header(headers, "x-requests-remaining"), used: header(headers, "x-requests-used"), last: header(headers, "x-requests-last") };
}

export type BudgetedResult = { called: true; body: unknown } | { called: false; reason: OddsCallPlan["reason"] };

export async function callWithinBudget({ league, now, url, cost, callLog, fetch, plan }: {
  league: DbLeague;
  now: Date;
  url: string;
  /** What the call should cost, recorded when the answer carries no x-requests-last. */
  cost: number;
  callLog: FeedCallLog;
  fetch: FetchJson;
  plan: (usage: FeedCallUsage) => OddsCallPlan;
}): Promise<BudgetedResult> {
  const decision = plan(await callLog.usage(ODDS_API_PROVIDER, league, monthStart(now)));
  if (!decision.due) return { called: false, reason: decision.reason };
  const record = (headers: Pick<Headers, "get">, fallbackCost: number) => {
    const quota = quotaFromHeaders(headers);
    return callLog.record({ provider: ODDS_API_PROVIDER, league, calledAt: now, cost: quota.last ?? fallbackCost, remaining: quota.remaining });
  };
  try {
    const response = await fetch(url);
    await record(response.headers, cost);
    return { called: true, body: response.body };
  } catch (error) {
    // A refused call (401 once the credits are gone) still says how many remain; a failed one is not charged.
    if (error instanceof FeedHttpError) await record(error.headers, 0);
    throw error;
  }
}

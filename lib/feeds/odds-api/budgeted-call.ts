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

/** What a due call asks: its URL (the markets in it) and what it should cost, recorded when the answer carries no x-requests-last. */
export type PlannedCall = { url: string; cost: number };
export type CallDecision = { due: true; call: PlannedCall } | { due: false; reason: OddsCallPlan["reason"] };

export type BudgetedResult = { called: true; body: unknown; call: PlannedCall } | { called: false; reason: OddsCallPlan["reason"] };

/** The plan reads this month's usage first and decides whether to call, and with what: the markets depend on the credits left. */
export async function callWithinBudget({ league, now, callLog, fetch, plan }: {
  league: DbLeague;
  now: Date;
  callLog: FeedCallLog;
  fetch: FetchJson;
  plan: (usage: FeedCallUsage) => CallDecision;
}): Promise<BudgetedResult> {
  const decision = plan(await callLog.usage(ODDS_API_PROVIDER, league, monthStart(now)));
  if (!decision.due) return { called: false, reason: decision.reason };
  const { call } = decision;
  const record = (headers: Pick<Headers, "get">, fallbackCost: number) => {
    const quota = quotaFromHeaders(headers);
    return callLog.record({ provider: ODDS_API_PROVIDER, league, calledAt: now, cost: quota.last ?? fallbackCost, remaining: quota.remaining });
  };
  try {
    const response = await fetch(call.url);
    await record(response.headers, call.cost);
    return { called: true, body: response.body, call };
  } catch (error) {
    // A refused call (401 once the credits are gone) still says how many remain; a failed one is not charged.
    if (error instanceof FeedHttpError) await record(error.headers, 0);
    throw error;
  }
}

// The leaderboard periods and fixture filters by name, with their labels: no calendar and no settings, so the browser can take them.

export const PERIODS = ["TODAY", "THIS_WEEK", "THIS_MONTH", "ALL"] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<Period, string> = {
  TODAY: "Today",
  THIS_WEEK: "This week",
  THIS_MONTH: "This month",
  ALL: "All",
};

export const FIXTURE_FILTERS = ["today", "week", "month", "all"] as const;
export type FixtureFilter = (typeof FIXTURE_FILTERS)[number];
export const DEFAULT_FIXTURE_FILTER: FixtureFilter = "week";

export const FIXTURE_FILTER_LABELS: Record<FixtureFilter, string> = {
  today: "Today",
  week: "This week",
  month: "This month",
  all: "All",
};

const PERIOD_BY_FILTER: Record<FixtureFilter, Period> = {
  today: "TODAY",
  week: "THIS_WEEK",
  month: "THIS_MONTH",
  all: "ALL",
};

export function isPeriod(x: unknown): x is Period {
  return typeof x === "string" && (PERIODS as readonly string[]).includes(x);
}

export function isFixtureFilter(x: unknown): x is FixtureFilter {
  return typeof x === "string" && (FIXTURE_FILTERS as readonly string[]).includes(x);
}

export function fixtureFilterToPeriod(filter: FixtureFilter): Period {
  return PERIOD_BY_FILTER[filter];
}

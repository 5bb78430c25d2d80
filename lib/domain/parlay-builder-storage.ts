// Keeps an open parlay builder across page reloads (session storage) and reads it back defensively.
import { isLeague } from "./leagues";
import { isLinePoint, MARKETS, selectionFitsMarket } from "./markets";
import { isValidMoneyLine } from "./odds";
import { PARLAY_MAX_LEGS } from "./parlay-rules";
import { INITIAL_BUILDER, type BuilderLeg, type BuilderState } from "./parlay-builder";

export const PARLAY_STORAGE_KEY = "pickline.parlay-builder";

/** null means "nothing to keep": the builder is closed, so the stored entry should be removed. */
export function serializeBuilder(state: BuilderState): string | null {
  if (state.mode === "CLOSED") return null;
  return JSON.stringify({ version: 2, legs: state.legs });
}

function isTeam(x: unknown): boolean {
  const t = x as { name?: unknown; abbreviation?: unknown } | null;
  return typeof t?.name === "string" && typeof t.abbreviation === "string";
}

function isLeg(x: unknown): x is BuilderLeg {
  const leg = x as Partial<BuilderLeg> | null;
  return (
    !!leg &&
    Number.isInteger(leg.fixtureId) &&
    typeof leg.market === "string" &&
    (MARKETS as readonly string[]).includes(leg.market) &&
    typeof leg.side === "string" &&
    selectionFitsMarket(leg.market, leg.side) &&
    (leg.market === "MONEY_LINE" ? leg.point === null : typeof leg.point === "number" && isLinePoint(leg.point)) &&
    typeof leg.moneyLine === "number" &&
    isValidMoneyLine(leg.moneyLine) &&
    isLeague(leg.league) &&
    typeof leg.startsAt === "string" &&
    isTeam(leg.home) &&
    isTeam(leg.away)
  );
}

/** Anything unreadable (another version, hand-edited, truncated) restores as the closed builder. */
export function restoreBuilder(raw: string | null): BuilderState {
  if (!raw) return INITIAL_BUILDER;
  try {
    const parsed = JSON.parse(raw) as { version?: unknown; legs?: unknown };
    if ((parsed.version !== 1 && parsed.version !== 2) || !Array.isArray(parsed.legs) || parsed.legs.length > PARLAY_MAX_LEGS) return INITIAL_BUILDER;
    // Version 1 was kept before markets: every leg a money line, so a builder open across the change carries on.
    const kept: unknown[] = parsed.version === 1 ? parsed.legs.map((leg) => ({ ...(leg as object), market: "MONEY_LINE", point: null })) : parsed.legs;
    if (!kept.every(isLeg)) return INITIAL_BUILDER;
    const legs = kept.map(({ fixtureId, market, side, point, moneyLine, league, startsAt, home, away }) => ({
      fixtureId, market, side, point, moneyLine, league, startsAt,
      home: { name: home.name, abbreviation: home.abbreviation },
      away: { name: away.name, abbreviation: away.abbreviation },
    }));
    if (new Set(legs.map((leg) => leg.fixtureId)).size !== legs.length) return INITIAL_BUILDER;
    return { mode: legs.length ? "EDIT_PARLAY" : "NEW_PARLAY", legs, notice: null };
  } catch {
    return INITIAL_BUILDER;
  }
}

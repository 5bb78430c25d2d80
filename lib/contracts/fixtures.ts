// The fixture board, a fixture, the picks on it and a new pick: requests and responses.
import { z } from "zod";
import { MARKET_NAMES, selectionFitsMarket } from "@/lib/domain/markets";
import { HALF_POINT_MESSAGE, POINT_RANGES_TEXT, PRICE_LIMITS, PRICE_RANGE_MESSAGE, isHalfPoint, isPrice, pointProblem } from "@/lib/domain/line-bounds";
import { DEFAULT_FIXTURE_FILTER } from "@/lib/domain/period-names";
import {
  fixtureFilterSchema,
  gameStatusSchema,
  leagueSchema,
  marketSchema,
  outcomeSchema,
  pickKindSchema,
  pickStateSchema,
  selectionSchema,
  sportSchema,
  type Market,
  type Selection,
} from "./enums";
import { pageQuery, pageSchema } from "./page";
import { idSchema, leagueItemParams, leagueParams } from "./params";
import { SHARED_LIVE, endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";

export const FIXTURES_PAGE_SIZE = 50;
export const FIXTURES_MAX_PAGE_SIZE = 100;

export const fixtureListQuery = pageQuery(FIXTURES_PAGE_SIZE, FIXTURES_MAX_PAGE_SIZE).extend({
  filter: fixtureFilterSchema.default(DEFAULT_FIXTURE_FILTER),
});

export const fixturePicksParams = z.object({ fixtureId: idSchema });
export const fixturePicksQuery = pageQuery(FIXTURES_PAGE_SIZE, FIXTURES_MAX_PAGE_SIZE);

/** A US price within the product's limits (the reference shows them); each check stops at its first failure, so one message. */
export const usPriceSchema = z
  .number({ error: PRICE_RANGE_MESSAGE })
  .int({ error: PRICE_RANGE_MESSAGE, abort: true })
  .min(-PRICE_LIMITS.most, { error: PRICE_RANGE_MESSAGE, abort: true })
  .max(PRICE_LIMITS.most, { error: PRICE_RANGE_MESSAGE, abort: true })
  .refine(isPrice, PRICE_RANGE_MESSAGE);
/** A line's point in half points; its market's range is checked with the market, its league's once the game is known. */
export const linePointSchema = z
  .number()
  .refine(isHalfPoint, HALF_POINT_MESSAGE)
  .meta({ description: `A line in half points, within its market's range in its league: ${POINT_RANGES_TEXT}` });

/**
 * `{ side, fixtureId }` is a money-line pick at the current line (the documented form). With a market, the picker names
 * the line they saw: `point` for a spread or total (required), `price` optional; either having moved is ODDS_CHANGED.
 */
export const pickBody = z
  .object({
    fixtureId: idSchema,
    market: marketSchema.default("MONEY_LINE"),
    side: selectionSchema,
    point: linePointSchema.nullable().optional(),
    price: usPriceSchema.nullable().optional(),
  })
  .superRefine(checkMarketSelection);

/** A selection fits its market, within the market's range, and only a money line goes without a point: shared by a pick and a parlay leg. */
export function checkMarketSelection(body: { market: Market; side: Selection; point?: number | null }, ctx: z.RefinementCtx): void {
  if (!selectionFitsMarket(body.market, body.side)) {
    const sides = body.market === "TOTAL" ? "OVER or UNDER" : "HOME or AWAY";
    ctx.addIssue({ code: "custom", path: ["side"], message: `A ${MARKET_NAMES[body.market].toLowerCase()} pick backs ${sides}` });
  }
  if (body.market === "MONEY_LINE" && body.point != null) ctx.addIssue({ code: "custom", path: ["point"], message: "A money-line pick has no point" });
  if (body.market !== "MONEY_LINE" && body.point == null) ctx.addIssue({ code: "custom", path: ["point"], message: "Name the point you picked, such as -2.5" });
  // A point that is no half point is already named by its own schema.
  const outOfRange = body.market !== "MONEY_LINE" && body.point != null && isHalfPoint(body.point) ? pointProblem(body.market, body.point) : null;
  if (outOfRange) ctx.addIssue({ code: "custom", path: ["point"], message: outOfRange });
}
export type PickBody = z.output<typeof pickBody>;

// Responses.

export const teamRecordSchema = z.object({ wins: z.number().int(), losses: z.number().int(), ties: z.number().int() });
export type TeamRecord = z.infer<typeof teamRecordSchema>;

export const fixtureTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  color: z.string(),
  record: teamRecordSchema,
});
export type FixtureTeam = z.infer<typeof fixtureTeamSchema>;

const sideShareSchema = z.object({ total: z.number().int(), percentage: z.number() });
export type SideShare = z.infer<typeof sideShareSchema>;

/** What the per-side shares count, said once for the reference. */
const PICK_SHARES_COUNT =
  "Each team's NORMAL picks in the money line and the spread (over/under picks are in no side) and their rounded share of both sides. " +
  "A pick hidden by its picker counts in no side until the game starts, then on its side; the caller's own counts on its side.";

/** The money line per side; a side without a line cannot be picked. */
const betSchema = z.object({ type: z.literal("MONEY_LINE"), home: z.number().int().nullable(), away: z.number().int().nullable() });

const spreadSideSchema = z.object({ point: z.number(), price: z.number().int() });
/** A game's spread and total; null when the market has no line (never a placeholder). */
export const marketsSchema = z.object({
  spread: z.object({ home: spreadSideSchema, away: spreadSideSchema }).nullable(),
  total: z.object({ points: z.number(), over: z.number().int(), under: z.number().int() }).nullable(),
});
export type Markets = z.infer<typeof marketsSchema>;

/** The game fields a board row and a daily pick share. */
export const gameCardFields = {
  id: z.number().int(),
  sport: sportSchema,
  league: leagueSchema,
  date: z.object({ time: z.string() }),
  status: gameStatusSchema,
  teams: z.object({ home: fixtureTeamSchema, away: fixtureTeamSchema }),
  bet: betSchema,
  markets: marketsSchema,
  picks: z.object({ home: sideShareSchema, away: sideShareSchema }).meta({ description: PICK_SHARES_COUNT }),
  winnerTeamId: z.number().int().nullable(),
  score: z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() }),
};

const linesSchema = z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() });

export const fixtureSchema = z.object({
  ...gameCardFields,
  /** `closing`: both sides' last lines before the game started, once it has (null before, and for a game first seen after its start). */
  bet: betSchema.extend({ closing: linesSchema.nullable() }),
  /** The spread's and total's closing lines, once the game has started (null before, and per market without a line). */
  closingMarkets: marketsSchema.nullable(),
  hasReport: z.boolean(),
  /** Only for a signed-in caller: the side of their NORMAL pick on this game (OVER or UNDER for a total), or null. */
  myPick: selectionSchema.nullable().optional(),
  /** Only for a signed-in caller: the price their NORMAL pick took, or null. */
  myMoneyLine: z.number().int().nullable().optional(),
  /** Only for a signed-in caller: the market and point of their NORMAL pick, or null. */
  myMarket: marketSchema.nullable().optional(),
  myPoint: z.number().nullable().optional(),
});
export type Fixture = z.infer<typeof fixtureSchema>;
export const fixturePageSchema = pageSchema(fixtureSchema);
export type FixturePage = z.infer<typeof fixturePageSchema>;

/** followedByCaller and isCaller drive the follow button (false for visitors). */
export const fixturePickerSchema = z.object({
  pickId: z.number().int(),
  userId: z.string(),
  username: z.string(),
  /** Listed, but not linked to a profile that answers not-found to others. */
  private: z.boolean(),
  createdAt: z.string(),
  followedByCaller: z.boolean(),
  isCaller: z.boolean(),
});
export type FixturePicker = z.infer<typeof fixturePickerSchema>;

export const fixtureDetailSchema = fixtureSchema.extend({
  totalPicks: z.number().int().meta({
    description:
      "Every NORMAL pick on the game, of every market (money line, spread, total), hidden or not: a hidden pick adds one here whatever it backs, and nothing else.",
  }),
  reportUrl: z.string().nullable(),
  pickers: z.object({ home: z.array(fixturePickerSchema), away: z.array(fixturePickerSchema) }),
});
export type FixtureDetail = z.infer<typeof fixtureDetailSchema>;

/** What a visible pick says it is and how it stands, wherever the API shows one. */
export const pickCallFields = {
  market: marketSchema,
  side: selectionSchema,
  /** The picked point: the side's handicap for a spread, the total for a total; null for a money line. */
  point: z.number().nullable(),
  kind: pickKindSchema,
  state: pickStateSchema,
  outcome: outcomeSchema.nullable(),
};

const visibleFixturePickSchema = z.object({
  hidden: z.literal(false),
  id: z.number().int(),
  ...pickCallFields,
  createdAt: z.string(),
  user: z.object({ id: z.string(), username: z.string() }),
});
/** A hidden pick on the game: who picked and when, never the market or the side. */
const hiddenFixturePickSchema = visibleFixturePickSchema
  .pick({ id: true, kind: true, state: true, createdAt: true, user: true })
  .extend({ hidden: z.literal(true) });
export const fixturePickEntrySchema = z.discriminatedUnion("hidden", [visibleFixturePickSchema, hiddenFixturePickSchema]);
export type FixturePickEntry = z.infer<typeof fixturePickEntrySchema>;
export const fixturePicksPageSchema = pageSchema(fixturePickEntrySchema);
export type FixturePicksPage = z.infer<typeof fixturePicksPageSchema>;

/** What POST /{sport}/{league}/pick answers: the new pick with the odds it locked. */
export const createdPickSchema = z.object({
  id: z.number().int(),
  fixtureId: z.number().int(),
  market: marketSchema,
  side: selectionSchema,
  point: z.number().nullable(),
  kind: z.literal("NORMAL"),
  state: z.literal("PENDING"),
  /** The price taken (a US line), in every market. */
  moneyLine: z.number().int(),
  decimalOdds: z.number(),
  oddsAt: z.string(),
  createdAt: z.string(),
});
export type CreatedPick = z.infer<typeof createdPickSchema>;

// The declared calls.
export const fixturesApi = {
  list: endpoint({ ...methodAndPath(routes.fixtures.list), auth: "hybrid", sharedCache: SHARED_LIVE, summary: "A league's fixture board, a page at a time", tag: "fixtures", params: leagueParams, query: fixtureListQuery, response: fixturePageSchema, errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"] }),
  get: endpoint({ ...methodAndPath(routes.fixtures.get), auth: "hybrid", sharedCache: SHARED_LIVE, summary: "One fixture with its pickers", tag: "fixtures", params: leagueItemParams, response: fixtureDetailSchema, errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"] }),
  picks: endpoint({
    method: "GET",
    path: "/api/picks/fixture/{fixtureId}",
    auth: "hybrid",
    sharedCache: SHARED_LIVE,
    summary: "The picks made on a game (a private picker's left out, a hidden pick's side withheld)",
    tag: "fixtures",
    params: fixturePicksParams,
    query: fixturePicksQuery,
    response: fixturePicksPageSchema,
    errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"],
  }),
};

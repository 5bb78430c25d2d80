// Card pools: the new pool's card settings, the pick, confidence and tiebreak bodies, and the shapes of the week's card,
// the members-by-games grid and the week and season tables (/api/pools/{id}/card...).
import { z } from "zod";
import { LEAGUES } from "@/lib/domain/leagues";
import { CARD_LINES, CARD_MISSED, CARD_PICKINGS, MAX_CARD_PICKS, MAX_CONFIDENCE, MAX_TIEBREAK_GUESS } from "@/lib/domain/card-pool-settings";
import { CARD_MARKETS, CARD_SCORINGS } from "@/lib/domain/card-scoring";
import { CARD_TIEBREAK_STEPS, MAX_DROPPED_WEEKS } from "@/lib/domain/card-standings";
import { isIsoDay, mondayOf } from "@/lib/domain/pool-weeks";
import { endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";
import { sideSchema } from "./enums";
import { idSchema, poolParams } from "./params";

/** A card pool's rules when it is created (its leagues are the pool's own). */
export const cardSettingsBody = z
  .object({
    picking: z.enum(CARD_PICKINGS).default("EVERY_GAME"),
    /** Pick N's N: how many games each member chooses a week. */
    pickCount: z.coerce.number().int().min(1, "At least 1 game").max(MAX_CARD_PICKS, `At most ${MAX_CARD_PICKS} games`).optional(),
    market: z.enum(CARD_MARKETS).default("MONEY_LINE"),
    lines: z.enum(CARD_LINES).default("MEMBER"),
    scoring: z.enum(CARD_SCORINGS).default("WINS"),
    missed: z.enum(CARD_MISSED).default("ZERO"),
    dropWeeks: z.coerce.number().int().min(0).max(MAX_DROPPED_WEEKS, `At most ${MAX_DROPPED_WEEKS} weeks`).default(0),
    /** The season's last day. */
    seasonEnd: z.string().refine(isIsoDay, "A day as YYYY-MM-DD").nullable().default(null),
  })
  .refine((card) => (card.picking === "PICK_N") === (card.pickCount !== undefined), { message: "Pick N needs its number of games, and only Pick N has one", path: ["pickCount"] });

const weekField = z.string().refine((day) => isIsoDay(day) && mondayOf(day) === day, "A week is its Monday, as YYYY-MM-DD");

/** The week to read, by its Monday; this week when left out. */
export const cardWeekQuery = z.object({ week: weekField.optional() });

/** A page's cursor, as the page before it gave it: the last row's place and member. */
const afterField = z.string().max(200).regex(/^(\d+|-)~[^~]+$/, "A cursor as the page before gave it");

/** The grid's week and, after its first page, the cursor the page before gave. */
export const cardGridQuery = cardWeekQuery.extend({ after: afterField.optional() });

export const cardPickBody = z.object({
  fixtureId: idSchema,
  side: sideSchema,
  /** Confidence pools: the pick's number (on a new pick, the lowest free one when left out; on a change, kept). */
  confidence: z.coerce.number().int().min(1).max(MAX_CONFIDENCE).optional(),
  /** Member's lines: the price the member saw; a price that moved since is refused (ODDS_CHANGED). */
  price: z.coerce.number().int().optional(),
});

export const cardPickParams = poolParams.extend({ fixtureId: idSchema });

export const cardConfidenceBody = z.object({
  week: weekField,
  /** Every pick of the member's week card with its number; started games must keep theirs. */
  order: z.array(z.object({ fixtureId: idSchema, confidence: z.coerce.number().int() })).min(1).max(MAX_CONFIDENCE),
});

export const cardTiebreakBody = z.object({
  week: weekField,
  guess: z.coerce.number().int().min(0).max(MAX_TIEBREAK_GUESS, `At most ${MAX_TIEBREAK_GUESS}`),
});

export const cardTableQuery = z.object({
  table: z.union([z.literal("season"), weekField]).default("season"),
  /** Week tables and the current season's: the cursor the page before gave. */
  after: afterField.optional(),
  /** With table=season: a finished season, by its first Monday, as it stood when it closed; the current one without. */
  season: weekField.optional(),
});

export const nextSeasonBody = z.object({
  /** The new season's last day: it starts the week after the finished one's last week. */
  seasonEnd: z.string().refine(isIsoDay, "A day as YYYY-MM-DD"),
});

const cardSettingsSchema = z.object({
  picking: z.enum(CARD_PICKINGS),
  pickCount: z.number().int().nullable(),
  market: z.enum(CARD_MARKETS),
  lines: z.enum(CARD_LINES),
  scoring: z.enum(CARD_SCORINGS),
  missed: z.enum(CARD_MISSED),
  dropWeeks: z.number().int(),
  seasonEnd: z.string().nullable(),
});

const outcomeSchema = z.enum(["WIN", "LOOSE", "PUSH"]);
const team = z.object({ abbreviation: z.string(), name: z.string() });

export const cardPickSchema = z.object({
  fixtureId: z.number().int(),
  side: sideSchema,
  /** The side's point against the spread; null straight up. */
  point: z.number().nullable(),
  price: z.number().int(),
  confidence: z.number().int().nullable(),
  /** Picked for the member at kickoff: the market's favourite. */
  auto: z.boolean(),
  outcome: outcomeSchema.nullable(),
  /** Exact decimal as a string ("3.0000"). */
  points: z.string(),
});

export const cardGameSchema = z.object({
  fixtureId: z.number().int(),
  league: z.enum(LEAGUES),
  startsAt: z.string(),
  /** By the database's clock: a started game's pick (and its confidence number) is locked. */
  started: z.boolean(),
  status: z.enum(["PREGAME", "IN_PROGRESS", "FINAL", "POSTPONED", "CANCELED"]),
  home: team,
  away: team,
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** The line a pick takes now: the card's frozen line (with when it froze) or the market's current one; null when none. */
  line: z.object({ homePoint: z.number().nullable(), homePrice: z.number().int(), awayPrice: z.number().int(), frozenAt: z.string().nullable() }).nullable(),
  /** Each side's chance from the line's prices with the bookmaker's margin taken out. */
  chance: z.object({ home: z.number(), away: z.number() }).nullable(),
  myPick: cardPickSchema.nullable(),
});

export const cardWeekSchema = z.object({
  week: z.string(),
  settings: cardSettingsSchema,
  /** The number of picks a full card holds, and the range of confidence numbers. */
  size: z.number().int(),
  /** When the card's lines were frozen (card's-line pools), null otherwise or before any froze. */
  frozenAt: z.string().nullable(),
  games: z.array(cardGameSchema),
  /** The week's last game, whose total the tiebreak guesses. */
  lastGame: z.object({ fixtureId: z.number().int(), startsAt: z.string(), started: z.boolean() }).nullable(),
  myGuess: z.number().int().nullable(),
  /** Confidence pools: the points the caller's card is expected to score as ordered, at the margin-free chances. */
  expectedPoints: z.number().nullable(),
});

export const cardPickResultSchema = cardPickSchema.extend({ week: z.string() });
export const cardPickClearedSchema = z.object({ cleared: z.boolean() });
export const cardOrderSchema = z.object({ week: z.string(), picks: z.array(cardPickSchema) });
export const cardGuessSchema = z.object({ week: z.string(), guess: z.number().int() });

/** A grid cell: no pick, a pick kept hidden until its game starts (the caller's own always show), or the pick. */
export const cardCellSchema = z.union([
  z.object({ fixtureId: z.number().int(), state: z.literal("none") }),
  z.object({ fixtureId: z.number().int(), state: z.literal("hidden") }),
  cardPickSchema.extend({ state: z.literal("shown") }),
]);

export const cardGridSchema = z.object({
  week: z.string(),
  games: z.array(cardGameSchema.omit({ myPick: true, line: true, chance: true })),
  /** The last game's total once it is final: the tiebreak's answer. */
  finalTotal: z.number().int().nullable(),
  /** The next page's cursor (the members below this page), null on the last page. */
  next: z.string().nullable(),
  /** A page of members in the week's order, then the caller's own row when it is beyond the page. */
  rows: z.array(
    z.object({
      userId: z.string(),
      username: z.string().nullable(),
      cells: z.array(cardCellSchema),
      /** The member's guess; "hidden" until the last game starts (the caller's own always shows). */
      guess: z.union([z.number().int(), z.literal("hidden")]).nullable(),
      points: z.string(),
      /** The most the member's week can still reach. */
      maxPoints: z.string(),
    }),
  ),
});

export const cardTableRowSchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  username: z.string().nullable(),
  points: z.string(),
  wins: z.number().int(),
  autoPicks: z.number().int(),
  /** Week tables: how far the guess landed, once the last game is final. */
  guessMiss: z.number().int().nullable(),
  /**
   * Closing-line value: the average, over the member's own settled picks (not pushed, not automatic) whose line had a
   * closing price, of the price taken against the market's last price before the start (0.02 = 2% better); null without
   * such a pick. Closing prices exist only once a game has started, so it tells nothing of a hidden pick.
   */
  clv: z.number().nullable(),
  decidedBy: z.enum(CARD_TIEBREAK_STEPS).nullable(),
  /** Season tables: the weeks left out as the member's worst. */
  droppedWeeks: z.array(z.string()),
});

export const cardTableSchema = z.object({
  table: z.string(),
  /** A week every game of which is settled, or a season past its end. */
  final: z.boolean(),
  tiebreakRule: z.string(),
  /** The next page's cursor, null on the last page (a finished season's kept table comes whole). */
  next: z.string().nullable(),
  /** Week tables: a page in rank order, then the caller's own row when it is beyond the page. */
  rows: z.array(cardTableRowSchema),
});

const championSchema = z.object({ userId: z.string(), username: z.string().nullable(), points: z.string() });
const weekWinnerSchema = championSchema.extend({ decidedBy: z.enum(CARD_TIEBREAK_STEPS).nullable() });

export const cardSeasonSchema = z.object({
  /** The current season's weeks so far (newest first) with each settled week's winners, as a pick'em pool lists them. */
  weeks: z.object({
    current: z.string(),
    seasonStart: z.string(),
    weeks: z.array(z.object({ start: z.string(), label: z.string(), final: z.boolean(), winners: z.array(weekWinnerSchema) })),
  }),
  seasonEnd: z.string().nullable(),
  /** The week holding the last day has passed and every week of the season is settled: the champions are named. */
  over: z.boolean(),
  champions: z.array(championSchema),
  /** Finished seasons, newest first, each with its champions, kept when the owner started the next one. */
  past: z.array(z.object({ start: z.string(), end: z.string(), dropWeeks: z.number().int(), champions: z.array(championSchema) })),
});

export type CardSeason = z.infer<typeof cardSeasonSchema>;
export type CardWeek = z.infer<typeof cardWeekSchema>;
export type CardGame = z.infer<typeof cardGameSchema>;
export type CardPickView = z.infer<typeof cardPickSchema>;
export type CardGrid = z.infer<typeof cardGridSchema>;
export type CardTable = z.infer<typeof cardTableSchema>;
export type CardSettings = z.output<typeof cardSettingsBody>;

const tag = "card pools";
const write = ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "NOT_FOUND", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"] as const;
const read = ["UNAUTHORIZED", "VALIDATION_ERROR", "NOT_FOUND"] as const;

export const cardPoolsApi = {
  card: endpoint({
    ...methodAndPath(routes.cardPools.card),
    auth: "auth",
    tag,
    summary: "A card pool's week card: its games, lines, margin-free chances and the caller's picks and guess",
    params: poolParams,
    query: cardWeekQuery,
    response: cardWeekSchema,
    errors: read,
  }),
  pick: endpoint({
    ...methodAndPath(routes.cardPools.pick),
    auth: "auth",
    tag,
    summary: "Makes or changes the caller's pick of a card game until it starts",
    params: poolParams,
    body: cardPickBody,
    response: cardPickResultSchema,
    errors: [...write, "PICK_CLOSED", "NO_ODDS", "ODDS_CHANGED", "NOT_ON_CARD", "CARD_FULL", "CONFIDENCE_INVALID", "CONFLICT"],
  }),
  clearPick: endpoint({
    ...methodAndPath(routes.cardPools.clearPick),
    auth: "auth",
    tag,
    summary: "Clears the caller's pick of a card game until it starts",
    params: cardPickParams,
    response: cardPickClearedSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "NOT_FOUND", "PICK_CLOSED"],
  }),
  confidence: endpoint({
    ...methodAndPath(routes.cardPools.confidence),
    auth: "auth",
    tag,
    summary: "Sets the confidence numbers of the caller's week card; started games keep theirs",
    params: poolParams,
    body: cardConfidenceBody,
    response: cardOrderSchema,
    errors: [...write, "CONFIDENCE_INVALID", "CONFIDENCE_LOCKED", "CONFLICT"],
  }),
  tiebreak: endpoint({
    ...methodAndPath(routes.cardPools.tiebreak),
    auth: "auth",
    tag,
    summary: "The caller's guess of the total points of the week's last game, until it starts",
    params: poolParams,
    body: cardTiebreakBody,
    response: cardGuessSchema,
    errors: [...write, "PICK_CLOSED", "NOT_ON_CARD"],
  }),
  grid: endpoint({
    ...methodAndPath(routes.cardPools.grid),
    auth: "auth",
    tag,
    summary: "The week on one screen: members by games a page at a time, each pick hidden until its game starts",
    params: poolParams,
    query: cardGridQuery,
    response: cardGridSchema,
    errors: read,
  }),
  table: endpoint({
    ...methodAndPath(routes.cardPools.table),
    auth: "auth",
    tag,
    summary: "A card pool's week table (closest guess first among members level on points), its season table or a finished season's",
    params: poolParams,
    query: cardTableQuery,
    response: cardTableSchema,
    errors: read,
  }),
  image: endpoint({
    ...methodAndPath(routes.cardPools.image),
    auth: "auth",
    tag,
    summary: "The week's result as a share image: the leaders and the caller's card, each pick drawn only once its game has started",
    params: poolParams,
    query: cardWeekQuery,
    response: null,
    raw: { status: 200, contentType: "image/png", description: "A 1200 x 630 PNG, for members only (never kept by a shared cache)" },
    errors: read,
  }),
  season: endpoint({
    ...methodAndPath(routes.cardPools.season),
    auth: "auth",
    tag,
    summary: "A card pool's season: its weeks with their winners, its champions once it is over, and its finished seasons",
    params: poolParams,
    response: cardSeasonSchema,
    errors: read,
  }),
  nextSeason: endpoint({
    ...methodAndPath(routes.cardPools.nextSeason),
    auth: "auth",
    tag,
    summary: "The owner keeps the finished season as history and starts the next one with the same members",
    params: poolParams,
    body: nextSeasonBody,
    response: cardSeasonSchema,
    errors: [...write, "SEASON_NOT_OVER"],
  }),
};

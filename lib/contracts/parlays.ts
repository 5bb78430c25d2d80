// The parlay calls: the POST body (legs as [fixtureId, side, odds] tuples, or objects in any market), the list query and the parlay shape.
import { z } from "zod";
import {
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  TOO_FEW_LEGS_MESSAGE,
  TOO_MANY_LEGS_MESSAGE,
  repeatedGames,
  sameGameLegsMessage,
  type ParlayLegInput,
} from "@/lib/domain/parlay-rules";
import { leagueSchema, marketSchema, outcomeSchema, pickStateSchema, selectionSchema, sideSchema, sportSchema } from "./enums";
import { checkMarketSelection, linePointSchema, usPriceSchema } from "./fixtures";
import { pageQuery, pageSchema } from "./page";
import { gameSchema, visiblePickSchema } from "./picks";
import { INT4_MAX, leagueFilterFields, resolveLeagueFilter, userIdParams } from "./params";
import { SHARED_READ, endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";

// A leg names its game by the same int4 id as a path does, but as a JSON number (no text to coerce).
const fixtureId = z.number().int().positive().max(INT4_MAX);
// The price the picker saw, within the same limits as a single pick's.
const odds = usPriceSchema;

/**
 * Each leg as [fixtureId, side, odds], the documented form, or { fixtureId, side, odds }: both a money line. A leg in
 * another market names it: { fixtureId, market, side, point, odds }, the point and price the picker saw. The forms
 * are read as they are and made one shape after the union: a form with its own transform would stop at its first
 * problem, and a leg naming its market with a wrong point would then be answered as a money-line leg with keys too many.
 */
const leg = z
  .union([
    z.tuple([fixtureId, sideSchema, odds]),
    z.object({ fixtureId, market: marketSchema, side: selectionSchema, point: linePointSchema.nullable().optional(), odds }).strict().superRefine(checkMarketSelection),
    z.object({ fixtureId, side: sideSchema, odds }).strict(),
  ])
  .transform((l): ParlayLegInput => {
    if (Array.isArray(l)) return { fixtureId: l[0], market: "MONEY_LINE", side: l[1], odds: l[2], point: null };
    return "market" in l ? { ...l, point: l.point ?? null } : { ...l, market: "MONEY_LINE", point: null };
  });

export const createParlayBody = z
  .object({
    parlay: z
      .array(leg)
      .min(PARLAY_MIN_LEGS, TOO_FEW_LEGS_MESSAGE)
      .max(PARLAY_MAX_LEGS, TOO_MANY_LEGS_MESSAGE)
      .superRefine((legs, ctx) => {
        // The headline of the refusal too: "Some fields are not valid" would not say what to change.
        for (const { first, repeat } of repeatedGames(legs)) {
          ctx.addIssue({ code: "custom", path: [repeat], message: sameGameLegsMessage(first, repeat), params: { headline: true } });
        }
      }),
  })
  .strict();

export type CreateParlayBody = z.output<typeof createParlayBody>;
/** What a client sends: any of the leg forms the schema accepts. */
export type CreateParlayRequest = z.input<typeof createParlayBody>;

export const pickerParlaysQuery = pageQuery(20, 50).extend(leagueFilterFields).transform(resolveLeagueFilter);

// Responses.

/** A leg is a pick without points of its own; its game says its league, as a single pick says it beside the game. */
export const parlayLegSchema = visiblePickSchema
  .pick({ id: true, fixtureId: true, market: true, side: true, point: true, kind: true, state: true, outcome: true, moneyLine: true })
  .extend({ decimalOdds: z.number(), fixture: gameSchema.extend({ sport: sportSchema, league: leagueSchema }) });

export const visibleParlaySchema = z.object({
  hidden: z.literal(false),
  id: z.number().int(),
  userId: z.string(),
  state: pickStateSchema,
  outcome: outcomeSchema.nullable(),
  betTotal: z.number().int(),
  decimalOdds: z.number(),
  points: z.number(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  picks: z.array(parlayLegSchema),
});
export type VisibleParlayView = z.infer<typeof visibleParlaySchema>;

/** Another picker's parlay with a leg whose game has not started, while hidden: how many legs, never which. */
export const hiddenParlaySchema = visibleParlaySchema
  .pick({ id: true, userId: true, state: true, createdAt: true })
  .extend({ hidden: z.literal(true), legsCount: z.number().int() });

export const parlayViewSchema = z.discriminatedUnion("hidden", [visibleParlaySchema, hiddenParlaySchema]);
export type ParlayView = z.infer<typeof parlayViewSchema>;

export const parlayPageSchema = pageSchema(parlayViewSchema);

// The declared calls.
export const parlaysApi = {
  create: endpoint({
    ...methodAndPath(routes.parlays.create),
    auth: "auth",
    summary: "Builds a parlay from two or more legs at the lines the picker saw",
    tag: "parlays",
    body: createParlayBody,
    response: parlayViewSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "VALIDATION_ERROR", "PICK_CLOSED", "NO_ODDS", "ODDS_CHANGED", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
  list: endpoint({ ...methodAndPath(routes.parlays.list), auth: "hybrid", sharedCache: SHARED_READ, summary: "A picker's parlays, optionally of one league", tag: "parlays", params: userIdParams, query: pickerParlaysQuery, response: parlayPageSchema, errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"] }),
};

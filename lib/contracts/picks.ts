// A pick as the API shows it with its game, the same game shape under parlay legs; and a picker's pick lists.
import { z } from "zod";
import { gameStatusSchema, leagueSchema, sideSchema, sportSchema } from "./enums";
import { pageSchema } from "./page";
import { createdPickSchema, pickBody, pickCallFields } from "./fixtures";
import { leagueParams } from "./params";
import { endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";

const gameTeamSchema = z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string(), color: z.string() });

export const gameSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  status: gameStatusSchema,
  winnerSide: sideSchema.nullable(),
  score: z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() }),
  teams: z.object({ home: gameTeamSchema, away: gameTeamSchema }),
  /** Both sides' last lines before the start, once the game has started. */
  closingLine: z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() }).nullable(),
});
export type GameView = z.infer<typeof gameSchema>;

export const visiblePickSchema = z.object({
  hidden: z.literal(false),
  id: z.number().int(),
  userId: z.string(),
  fixtureId: z.number().int(),
  ...pickCallFields,
  /** The price taken, a US line, in every market. */
  moneyLine: z.number().int(),
  /** The picked side's closing line, once the game has started. */
  closingMoneyLine: z.number().int().nullable(),
  points: z.number(),
  createdAt: z.string(),
  sport: sportSchema,
  league: leagueSchema,
  fixture: gameSchema,
});
export type VisiblePickView = z.infer<typeof visiblePickSchema>;

/** Another picker's pick whose game has not started, while hidden: that it was made on this game, never what. */
export const hiddenPickSchema = visiblePickSchema
  .pick({ id: true, userId: true, fixtureId: true, kind: true, state: true, createdAt: true, sport: true, league: true, fixture: true })
  .extend({ hidden: z.literal(true) });
export type HiddenPickView = z.infer<typeof hiddenPickSchema>;

export const pickViewSchema = z.discriminatedUnion("hidden", [visiblePickSchema, hiddenPickSchema]);
export type PickView = z.infer<typeof pickViewSchema>;

export const pickPageSchema = pageSchema(pickViewSchema);

/** GET /picker/picks/{userId}/last: null before the first pick. */
export const lastPickSchema = pickViewSchema.nullable();

// The declared calls.
export const picksApi = {
  create: endpoint({
    ...methodAndPath(routes.picks.create),
    auth: "auth",
    summary: "Picks a side of a game at the line the picker saw",
    tag: "picks",
    params: leagueParams,
    body: pickBody,
    response: createdPickSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "VALIDATION_ERROR", "CONFLICT", "PICK_CLOSED", "NO_ODDS", "ODDS_CHANGED", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
};

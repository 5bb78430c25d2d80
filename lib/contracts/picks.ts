// A pick as the API shows it with its game, the same game shape under parlay legs; and a picker's pick lists.
import { z } from "zod";
import { gameStatusSchema, leagueSchema, outcomeSchema, pickKindSchema, pickStateSchema, sideSchema, sportSchema } from "./enums";
import { pageSchema } from "./page";

const gameTeamSchema = z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string(), color: z.string() });

export const gameSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  status: gameStatusSchema,
  winnerSide: sideSchema.nullable(),
  score: z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() }),
  teams: z.object({ home: gameTeamSchema, away: gameTeamSchema }),
});
export type GameView = z.infer<typeof gameSchema>;

export const pickViewSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  fixtureId: z.number().int(),
  side: sideSchema,
  kind: pickKindSchema,
  state: pickStateSchema,
  outcome: outcomeSchema.nullable(),
  moneyLine: z.number().int(),
  points: z.number(),
  createdAt: z.string(),
  sport: sportSchema,
  league: leagueSchema,
  fixture: gameSchema,
});
export type PickView = z.infer<typeof pickViewSchema>;

export const pickPageSchema = pageSchema(pickViewSchema);

/** GET /picker/picks/{userId}/last: null before the first pick. */
export const lastPickSchema = pickViewSchema.nullable();

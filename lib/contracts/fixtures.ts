// The fixture board, a fixture, the picks on it and a new pick: requests and responses.
import { z } from "zod";
import { DEFAULT_FIXTURE_FILTER } from "@/lib/domain/period-names";
import {
  fixtureFilterSchema,
  gameStatusSchema,
  leagueSchema,
  outcomeSchema,
  pickKindSchema,
  pickStateSchema,
  sideSchema,
  sportSchema,
} from "./enums";
import { pageQuery, pageSchema } from "./page";
import { idSchema } from "./params";

export const FIXTURES_PAGE_SIZE = 50;
export const FIXTURES_MAX_PAGE_SIZE = 100;

export const fixtureListQuery = pageQuery(FIXTURES_PAGE_SIZE, FIXTURES_MAX_PAGE_SIZE).extend({
  filter: fixtureFilterSchema.default(DEFAULT_FIXTURE_FILTER),
});

export const fixturePicksParams = z.object({ fixtureId: idSchema });
export const fixturePicksQuery = pageQuery(FIXTURES_PAGE_SIZE, FIXTURES_MAX_PAGE_SIZE);

export const pickBody = z.object({ side: sideSchema, fixtureId: idSchema });

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

/** The money line per side; a side without a line cannot be picked. */
const betSchema = z.object({ type: z.literal("MONEY_LINE"), home: z.number().int().nullable(), away: z.number().int().nullable() });

/** The game fields a board row and a daily pick share. */
export const gameCardFields = {
  id: z.number().int(),
  sport: sportSchema,
  league: leagueSchema,
  date: z.object({ time: z.string() }),
  status: gameStatusSchema,
  teams: z.object({ home: fixtureTeamSchema, away: fixtureTeamSchema }),
  bet: betSchema,
  picks: z.object({ home: sideShareSchema, away: sideShareSchema }),
  winnerTeamId: z.number().int().nullable(),
  score: z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() }),
};

const linesSchema = z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() });

export const fixtureSchema = z.object({
  ...gameCardFields,
  /** `closing`: both sides' last lines before the game started, once it has (null before, and for a game first seen after its start). */
  bet: betSchema.extend({ closing: linesSchema.nullable() }),
  hasReport: z.boolean(),
  /** Only for a signed-in caller: their NORMAL pick on this game, or null. */
  myPick: sideSchema.nullable().optional(),
  /** Only for a signed-in caller: the money line their NORMAL pick took, or null. */
  myMoneyLine: z.number().int().nullable().optional(),
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
  totalPicks: z.number().int(),
  reportUrl: z.string().nullable(),
  pickers: z.object({ home: z.array(fixturePickerSchema), away: z.array(fixturePickerSchema) }),
});
export type FixtureDetail = z.infer<typeof fixtureDetailSchema>;

export const fixturePickEntrySchema = z.object({
  id: z.number().int(),
  side: sideSchema,
  kind: pickKindSchema,
  state: pickStateSchema,
  outcome: outcomeSchema.nullable(),
  createdAt: z.string(),
  user: z.object({ id: z.string(), username: z.string() }),
});
export type FixturePickEntry = z.infer<typeof fixturePickEntrySchema>;
export const fixturePicksPageSchema = pageSchema(fixturePickEntrySchema);
export type FixturePicksPage = z.infer<typeof fixturePicksPageSchema>;

/** What POST /{sport}/{league}/pick answers: the new pick with the odds it locked. */
export const createdPickSchema = z.object({
  id: z.number().int(),
  fixtureId: z.number().int(),
  side: sideSchema,
  kind: z.literal("NORMAL"),
  state: z.literal("PENDING"),
  moneyLine: z.number().int(),
  decimalOdds: z.number(),
  oddsAt: z.string(),
  createdAt: z.string(),
});
export type CreatedPick = z.infer<typeof createdPickSchema>;

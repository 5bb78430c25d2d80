// The API's vocabulary, written once: each enum comes from the Prisma schema or the domain, as a zod schema and a type.
import { z } from "zod";
import { SIDES, GAME_STATUSES, PICK_KINDS, PICK_STATES, OUTCOMES, NOTIFICATION_TYPES, MARKETS, SELECTIONS } from "@/lib/domain/enum-values";
import { LEAGUES, SPORTS } from "@/lib/domain/leagues";
import { FIXTURE_FILTERS, PERIODS } from "@/lib/domain/period-names";

export const sideSchema = z.enum(SIDES);

export const marketSchema = z.enum(MARKETS);
export type Market = z.infer<typeof marketSchema>;

/** A pick's side: HOME or AWAY for a money line or spread, OVER or UNDER for a total. */
export const selectionSchema = z.enum(SELECTIONS);
export type Selection = z.infer<typeof selectionSchema>;

export const gameStatusSchema = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof gameStatusSchema>;

export const pickKindSchema = z.enum(PICK_KINDS);
export type PickKind = z.infer<typeof pickKindSchema>;

export const pickStateSchema = z.enum(PICK_STATES);
export type PickState = z.infer<typeof pickStateSchema>;

export const outcomeSchema = z.enum(OUTCOMES);
export type Outcome = z.infer<typeof outcomeSchema>;

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const leagueSchema = z.enum(LEAGUES);
export const sportSchema = z.enum(SPORTS);
export const periodSchema = z.enum(PERIODS);
export const fixtureFilterSchema = z.enum(FIXTURE_FILTERS);
export type { League, Sport } from "@/lib/domain/leagues";
export type { FixtureFilter, Period } from "@/lib/domain/period-names";
export { SIDES, GAME_STATUSES, PICK_KINDS, PICK_STATES, OUTCOMES, NOTIFICATION_TYPES, MARKETS, SELECTIONS };

// The API's vocabulary, written once: each enum comes from the Prisma schema or the domain, as a zod schema and a type.
import { z } from "zod";
import {
  GameStatus as GameStatusValues,
  NotificationType as NotificationTypeValues,
  Outcome as OutcomeValues,
  PickKind as PickKindValues,
  PickState as PickStateValues,
  Side as SideValues,
} from "@/lib/generated/prisma/enums";
import { LEAGUES, SPORTS } from "@/lib/domain/leagues";
import { FIXTURE_FILTERS, PERIODS } from "@/lib/domain/periods";

export const SIDES = Object.values(SideValues);
export const sideSchema = z.enum(SIDES);
export type Side = z.infer<typeof sideSchema>;

export const GAME_STATUSES = Object.values(GameStatusValues);
export const gameStatusSchema = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof gameStatusSchema>;

export const PICK_KINDS = Object.values(PickKindValues);
export const pickKindSchema = z.enum(PICK_KINDS);
export type PickKind = z.infer<typeof pickKindSchema>;

export const PICK_STATES = Object.values(PickStateValues);
export const pickStateSchema = z.enum(PICK_STATES);
export type PickState = z.infer<typeof pickStateSchema>;

/** WIN and LOOSE (the product's spelling), PUSH for ties and cancelled games; null until a pick is final. */
export const OUTCOMES = Object.values(OutcomeValues);
export const outcomeSchema = z.enum(OUTCOMES);
export type Outcome = z.infer<typeof outcomeSchema>;

export const NOTIFICATION_TYPES = Object.values(NotificationTypeValues);
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const leagueSchema = z.enum(LEAGUES);
export const sportSchema = z.enum(SPORTS);
export const periodSchema = z.enum(PERIODS);
export const fixtureFilterSchema = z.enum(FIXTURE_FILTERS);
export type { League, Sport } from "@/lib/domain/leagues";
export type { FixtureFilter, Period } from "@/lib/domain/periods";

// The database enums as plain value lists for rules and the browser (no zod here): lib/contracts/enums.ts builds its schemas from them.
import {
  Side as SideValues,
  GameStatus as GameStatusValues,
  PickKind as PickKindValues,
  PickState as PickStateValues,
  Outcome as OutcomeValues,
  NotificationType as NotificationTypeValues,
  Market as MarketValues,
  Selection as SelectionValues,
} from "@/lib/generated/prisma/enums";

export const SIDES = Object.values(SideValues);
export type Side = (typeof SIDES)[number];

export const GAME_STATUSES = Object.values(GameStatusValues);
export type GameStatus = (typeof GAME_STATUSES)[number];

export const PICK_KINDS = Object.values(PickKindValues);
export type PickKind = (typeof PICK_KINDS)[number];

export const PICK_STATES = Object.values(PickStateValues);
export type PickState = (typeof PICK_STATES)[number];

/** WIN and LOOSE (the product's spelling), PUSH for ties and cancelled games; null until a pick is final. */
export const OUTCOMES = Object.values(OutcomeValues);
export type Outcome = (typeof OUTCOMES)[number];

export const NOTIFICATION_TYPES = Object.values(NotificationTypeValues);
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const MARKETS = Object.values(MarketValues);
export type Market = (typeof MARKETS)[number];

/** What a pick backs: HOME or AWAY (money line, spread), OVER or UNDER (total). */
export const SELECTIONS = Object.values(SelectionValues);
export type Selection = (typeof SELECTIONS)[number];

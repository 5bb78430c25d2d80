// What a shared pick, parlay or profile page shows (and its Open Graph image draws); `version` changes with the result.
import { z } from "zod";
import { parlayViewSchema } from "./parlays";
import { pickerProfileSchema } from "./pickers";
import { pickViewSchema } from "./picks";

/** A picker's decided and open picks: NORMAL picks and whole parlays (a parlay's legs are not separate wins). */
export const pickerRecordSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
});
export type PickerRecord = z.infer<typeof pickerRecordSchema>;

const sharedBy = z.object({ username: z.string() });

export const sharedPickSchema = z.object({ pick: pickViewSchema, picker: sharedBy, version: z.string() });
export type SharedPick = z.infer<typeof sharedPickSchema>;

export const sharedParlaySchema = z.object({ parlay: parlayViewSchema, picker: sharedBy, version: z.string() });
export type SharedParlay = z.infer<typeof sharedParlaySchema>;

export const sharedProfileSchema = z.object({ profile: pickerProfileSchema, record: pickerRecordSchema, version: z.string() });
export type SharedProfile = z.infer<typeof sharedProfileSchema>;

/**
 * A card pool's week as its share image draws it, for its members: the leaders (and the sharer among them), the last
 * game's total once final, and the sharer's card, where a pick still to start is only "hidden".
 */
export const cardWeekShareSchema = z.object({
  version: z.string(),
  pool: z.string(),
  label: z.string(),
  final: z.boolean(),
  members: z.number().int(),
  rows: z.array(z.object({ rank: z.number().int(), username: z.string(), points: z.string(), mine: z.boolean() })),
  finalTotal: z.number().int().nullable(),
  card: z.array(
    z.union([
      z.object({ state: z.literal("hidden") }),
      z.object({ state: z.literal("shown"), team: z.string(), confidence: z.number().int().nullable(), auto: z.boolean(), outcome: z.enum(["WIN", "LOOSE", "PUSH"]).nullable() }),
    ]),
  ),
});
export type CardWeekShare = z.infer<typeof cardWeekShareSchema>;

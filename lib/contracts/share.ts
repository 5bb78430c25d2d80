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

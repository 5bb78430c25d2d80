// Skill figures (closing-line value, expected points, luck): the response shapes shared by the stats route, pages and clients.
import { z } from "zod";
import { LEAGUES } from "@/lib/domain/leagues";
import { PERIODS } from "@/lib/domain/period-names";

export const skillFiguresSchema = z.object({
  /** Settled NORMAL picks with a winner, both sides' lines at pick time and a closing line. */
  settledPicks: z.number().int().min(0),
  /** Percentage (0–100, two decimals) of those picks whose price beat the closing line; null without picks. */
  beatCloseRate: z.number().nullable(),
  /** Average closing-line value as a percentage (two decimals): +3.5 means 3.5% better odds than the close. */
  averageClv: z.number().nullable(),
  /** Points the picks scored, the points their prices were worth on average, and the difference. Four decimals. */
  actualPoints: z.number(),
  expectedPoints: z.number(),
  luck: z.number(),
});
export type SkillFigures = z.infer<typeof skillFiguresSchema>;

export const pickerSkillSchema = z.object({
  /** Below this many settled picks the figures are noise: the product shows how many more are needed. */
  minimumPicks: z.number().int(),
  /** Every league together, per leaderboard period. */
  periods: z.object(Object.fromEntries(PERIODS.map((period) => [period, skillFiguresSchema])) as Record<(typeof PERIODS)[number], typeof skillFiguresSchema>),
  /** All time, per league the picker has counted picks in. */
  leagues: z.array(z.object({ league: z.enum(LEAGUES), figures: skillFiguresSchema })),
});
export type PickerSkill = z.infer<typeof pickerSkillSchema>;

/** One point of the cumulative actual-against-expected chart: totals after the picks settled on that local day. */
export const skillCurvePointSchema = z.object({ day: z.string(), actual: z.number(), expected: z.number() });
export type SkillCurvePoint = z.infer<typeof skillCurvePointSchema>;

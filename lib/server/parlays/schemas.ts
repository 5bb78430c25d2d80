// Input schemas of the parlay calls: the POST body (tuples as the spec sends them, or objects) and the list query.
import { sideSchema } from "@/lib/contracts/enums";
import { z } from "zod";
import { leagueFilterFields, resolveLeagueFilter } from "@/lib/server/pickers/schemas";
import {
  DUPLICATE_FIXTURE_MESSAGE,
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  TOO_FEW_LEGS_MESSAGE,
  TOO_MANY_LEGS_MESSAGE,
  duplicateFixtureIds,
  type ParlayLegInput,
} from "@/lib/domain/parlay-rules";

const fixtureId = z.number().int().positive();
// A US money line: whole number, at least 100 away from zero (what isValidMoneyLine accepts).
const odds = z
  .number()
  .int()
  .refine((line) => Math.abs(line) >= 100, "Odds must be a US money line such as -150 or +130");

/** Spec §7 sends each leg as [fixtureId, side, odds]; { fixtureId, side, odds } objects are accepted too. */
const leg = z.union([
  z.tuple([fixtureId, sideSchema, odds]).transform(([id, s, o]): ParlayLegInput => ({ fixtureId: id, side: s, odds: o })),
  z.object({ fixtureId, side: sideSchema, odds }).strict(),
]);

export const createParlayBody = z
  .object({
    parlay: z
      .array(leg)
      .min(PARLAY_MIN_LEGS, TOO_FEW_LEGS_MESSAGE)
      .max(PARLAY_MAX_LEGS, TOO_MANY_LEGS_MESSAGE)
      .refine((legs) => duplicateFixtureIds(legs).length === 0, DUPLICATE_FIXTURE_MESSAGE),
  })
  .strict();

export type CreateParlayBody = z.output<typeof createParlayBody>;

export const pickerParlaysParams = z.object({ userId: z.string().min(1).max(64) });

export const pickerParlaysQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(20),
    cursor: z.string().max(200).optional(),
    ...leagueFilterFields,
  })
  .transform(resolveLeagueFilter);

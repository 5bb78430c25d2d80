// What the admin pages read: fixtures with their report state, and the audit trail.
import { z } from "zod";
import { leagueSchema } from "./enums";

export const adminFixtureSchema = z.object({
  id: z.number().int(),
  league: leagueSchema,
  startsAt: z.string(),
  status: z.string(),
  home: z.string(),
  away: z.string(),
  hasReport: z.boolean(),
  published: z.boolean(),
});
export type AdminFixture = z.infer<typeof adminFixtureSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(["REPORT_SAVED", "REPORT_PUBLISHED", "REPORT_UNPUBLISHED", "RESULT_CORRECTED"]),
  actorName: z.string(),
  fixtureId: z.number().int().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminFixtureListSchema = z.array(adminFixtureSchema);
export const auditListSchema = z.array(auditEntrySchema);

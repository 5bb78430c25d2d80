// What the admin pages read: fixtures with their report state, and the audit trail.
import { z } from "zod";
import { leagueSchema } from "./enums";
import { pageQuery, pageSchema } from "./page";

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

/** Fixtures from three days back, soonest first; the audit trail newest first. Both page by keyset. */
export const ADMIN_FIXTURES_PAGE = 60;
export const AUDIT_PAGE = 50;
export const adminFixturesQuery = pageQuery(ADMIN_FIXTURES_PAGE, 100).extend({ league: leagueSchema.default("nfl") });
export const auditQuery = pageQuery(AUDIT_PAGE, 100);

export const adminFixturePageSchema = pageSchema(adminFixtureSchema);
export const auditPageSchema = pageSchema(auditEntrySchema);

// The admin calls: fixtures with their report state, the audit trail, report authoring and result corrections.
import { z } from "zod";
import { MAX_SCORE } from "@/lib/domain/line-bounds";
import { leagueSchema, sideSchema } from "./enums";
import { endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";
import { idSchema } from "./params";
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

// Writes: a fixture's report and a corrected result.

export const REPORT_MAX_LENGTH = 20_000;

export const updateReportBody = z.object({
  report: z.string().max(REPORT_MAX_LENGTH),
  published: z.boolean(),
});

const scoreSchema = z.number().int().min(0, `A score is from 0 to ${MAX_SCORE}`).max(MAX_SCORE, `A score is from 0 to ${MAX_SCORE}`);

export const correctResultBody = z.object({
  homeScore: scoreSchema,
  awayScore: scoreSchema,
});

export type UpdateReportInput = z.infer<typeof updateReportBody>;
export type CorrectResultInput = z.infer<typeof correctResultBody>;

export const adminFixtureParams = z.object({ id: idSchema });

export const reportStateSchema = z.object({ fixtureId: z.number().int(), report: z.string().nullable(), reportPublishedAt: z.string().nullable() });

export type ReportState = z.infer<typeof reportStateSchema>;

export const correctedResultSchema = z.object({
  fixtureId: z.number().int(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  winnerSide: sideSchema.nullable(),
  settlement: z.object({ fixtures: z.number().int(), corrected: z.number().int(), picks: z.number().int(), parlays: z.number().int(), reversed: z.number().int() }),
});

// The declared calls. A signed-in caller who is not an admin is told the area does not exist (NOT_FOUND).
export const adminApi = {
  fixtures: endpoint({
    method: "GET",
    path: "/api/admin/fixtures",
    auth: "auth",
    summary: "A league's fixtures from three days back with their report state (admins only)",
    tag: "admin",
    query: adminFixturesQuery,
    response: adminFixturePageSchema,
    errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"],
  }),
  audit: endpoint({
    method: "GET",
    path: "/api/admin/audit",
    auth: "auth",
    summary: "The audit trail, newest first (admins only)",
    tag: "admin",
    query: auditQuery,
    response: auditPageSchema,
    errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"],
  }),
  updateReport: endpoint({
    ...methodAndPath(routes.admin.updateReport),
    auth: "auth",
    summary: "Saves a fixture's report and whether it is published (admins only)",
    tag: "admin",
    params: adminFixtureParams,
    body: updateReportBody,
    response: reportStateSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "VALIDATION_ERROR", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
    // A long report in JSON, escapes included.
    bodyLimit: 64_000,
  }),
  correctResult: endpoint({
    ...methodAndPath(routes.admin.correctResult),
    auth: "auth",
    summary: "Corrects a final score and re-settles the game (admins only)",
    tag: "admin",
    params: adminFixtureParams,
    body: correctResultBody,
    response: correctedResultSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "VALIDATION_ERROR", "CONFLICT", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
};

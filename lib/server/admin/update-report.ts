// Saves a fixture's markdown report and its publication state, auditing each change, then refreshes the public pages.
import "server-only";
import type { ReportState, UpdateReportInput } from "@/lib/contracts/admin";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { refreshDailyPicks } from "@/lib/server/reports/refresh-daily-picks";
import { recordAudit } from "./record-audit";
import type { Admin } from "./require-admin";

export async function updateReport(admin: Admin, fixtureId: number, input: UpdateReportInput): Promise<ReportState> {
  const report = input.report.trim() === "" ? null : input.report;
  if (input.published && report === null) {
    throw new AppError("VALIDATION_ERROR", { issues: [{ path: "report", message: "Write the report before publishing it" }] });
  }
  const result = await db.$transaction(async (tx) => {
    // Row lock: two editors saving at once are applied one after the other, each audited.
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Fixture" WHERE "id" = ${fixtureId} FOR UPDATE`;
    if (locked.length === 0) throw new AppError("NOT_FOUND");
    const before = await tx.fixture.findUniqueOrThrow({ where: { id: fixtureId }, select: { report: true, reportPublishedAt: true } });
    const wasPublished = before.reportPublishedAt !== null;
    const reportPublishedAt = input.published ? (before.reportPublishedAt ?? new Date()) : null;
    const saved = await tx.fixture.update({
      where: { id: fixtureId },
      data: { report, reportPublishedAt },
      select: { id: true, report: true, reportPublishedAt: true },
    });
    if (before.report !== report) {
      await recordAudit(tx, admin, "REPORT_SAVED", fixtureId, { length: report?.length ?? 0, previousLength: before.report?.length ?? 0 });
    }
    if (!wasPublished && input.published) await recordAudit(tx, admin, "REPORT_PUBLISHED", fixtureId, {});
    if (wasPublished && !input.published) await recordAudit(tx, admin, "REPORT_UNPUBLISHED", fixtureId, {});
    return saved;
  });
  refreshDailyPicks();
  return { fixtureId: result.id, report: result.report, reportPublishedAt: result.reportPublishedAt?.toISOString() ?? null };
}

// /api/admin: ADMIN only (visitors 401, other users 404), report publishing and the audit trail it leaves.
import { GET as audit } from "@/app/api/admin/audit/route";
import { GET as adminFixtures } from "@/app/api/admin/fixtures/route";
import { PUT as putReport } from "@/app/api/admin/fixtures/[id]/report/route";
import { GET as reports } from "@/app/api/[sport]/[league]/fixtures/report/route";
import { db } from "@/lib/db";
import type { AuditEntry } from "@/lib/contracts/admin";
import type { Page } from "@/lib/contracts/page";
import type { DailyPickPage } from "@/lib/contracts/daily-picks";
import { createFixture, createSignedInUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

const put = (id: number, body: unknown, bearer?: string) =>
  putReport(apiRequest(`/api/admin/fixtures/${id}/report`, { method: "PUT", body, bearer }), routeContext({ id: String(id) }));

const publicIds = async () =>
  ((await readJson(await reports(apiRequest("/api/football/nfl/fixtures/report"), routeContext({ sport: "football", league: "nfl" })))) as {
    payload: DailyPickPage;
  }).payload.items.map((f) => f.id);

describe("who may use the admin API", () => {
  test("visitors are UNAUTHORIZED and change nothing", async () => {
    const fixture = await createFixture();
    expect((await put(fixture.id, { report: "x", published: true })).status).toBe(401);
    expect((await adminFixtures(apiRequest("/api/admin/fixtures"))).status).toBe(401);
    expect((await audit(apiRequest("/api/admin/audit"))).status).toBe(401);
    expect((await db.fixture.findUniqueOrThrow({ where: { id: fixture.id } })).report).toBeNull();
  });

  test("a verified USER gets NOT_FOUND and changes nothing", async () => {
    const fixture = await createFixture();
    const { token } = await createSignedInUser({ role: "USER" });
    const response = await put(fixture.id, { report: "x", published: true }, token);
    expect(response.status).toBe(404);
    expect((await readJson(response)).error?.code).toBe("NOT_FOUND");
    expect((await adminFixtures(apiRequest("/api/admin/fixtures", { bearer: token }))).status).toBe(404);
    expect((await audit(apiRequest("/api/admin/audit", { bearer: token }))).status).toBe(404);
    expect((await db.fixture.findUniqueOrThrow({ where: { id: fixture.id } })).report).toBeNull();
    expect(await db.adminAudit.count({ where: { fixtureId: fixture.id } })).toBe(0);
  });

  test("an ADMIN lists fixtures of a league with their report state", async () => {
    const fixture = await createFixture({ league: "NHL" });
    const { token } = await createSignedInUser({ role: "ADMIN" });
    const response = await adminFixtures(apiRequest("/api/admin/fixtures?league=nhl", { bearer: token }));
    expect(response.status).toBe(200);
    const { payload } = (await readJson(response)) as { payload: Page<{ id: number; league: string; hasReport: boolean }> };
    expect(payload.items.every((f) => f.league === "nhl")).toBe(true);
    expect(payload.items.find((f) => f.id === fixture.id)).toMatchObject({ hasReport: false, published: false });

    await createFixture({ league: "NHL" });
    const one = (await readJson(await adminFixtures(apiRequest("/api/admin/fixtures?league=nhl&limit=1", { bearer: token })))) as { payload: Page<{ id: number }> };
    const next = `/api/admin/fixtures?league=nhl&limit=1&cursor=${encodeURIComponent(one.payload.nextCursor!)}`;
    const two = (await readJson(await adminFixtures(apiRequest(next, { bearer: token })))) as { payload: Page<{ id: number }> };
    const all = (await readJson(await adminFixtures(apiRequest("/api/admin/fixtures?league=nhl", { bearer: token })))) as { payload: Page<{ id: number }> };
    expect([...one.payload.items, ...two.payload.items].map((f) => f.id)).toEqual(all.payload.items.slice(0, 2).map((f) => f.id));
  });
});

describe("publishing a report", () => {
  test("publish, edit and unpublish: the public list follows and each change is audited with who and when", async () => {
    const fixture = await createFixture();
    const { user, token } = await createSignedInUser({ role: "ADMIN" });
    expect(await publicIds()).not.toContain(fixture.id);

    const publish = await put(fixture.id, { report: "## Take the dog", published: true }, token);
    expect(publish.status).toBe(200);
    const { payload } = (await readJson(publish)) as { payload: { reportPublishedAt: string } };
    expect(await publicIds()).toContain(fixture.id);

    const edit = await put(fixture.id, { report: "## Take the favourite", published: true }, token);
    expect(((await readJson(edit)) as { payload: { reportPublishedAt: string } }).payload.reportPublishedAt).toBe(payload.reportPublishedAt);

    expect((await put(fixture.id, { report: "## Take the favourite", published: false }, token)).status).toBe(200);
    expect(await publicIds()).not.toContain(fixture.id);
    const stored = await db.fixture.findUniqueOrThrow({ where: { id: fixture.id } });
    expect(stored).toMatchObject({ report: "## Take the favourite", reportPublishedAt: null });

    const rows = await db.adminAudit.findMany({ where: { fixtureId: fixture.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => r.action)).toEqual(["REPORT_SAVED", "REPORT_PUBLISHED", "REPORT_SAVED", "REPORT_UNPUBLISHED"]);
    expect(rows.every((r) => r.actorId === user.id && r.actorName === user.username)).toBe(true);
    expect(rows.every((r) => Date.now() - r.createdAt.getTime() < 60_000)).toBe(true);

    const listed = (await readJson(await audit(apiRequest("/api/admin/audit", { bearer: token })))) as { payload: Page<AuditEntry> };
    expect(listed.payload.items.slice(0, 4).map((e) => e.action)).toEqual(["REPORT_UNPUBLISHED", "REPORT_SAVED", "REPORT_PUBLISHED", "REPORT_SAVED"]);

    // The same trail two entries at a time: the pages follow on without a gap or a repeat.
    const first = (await readJson(await audit(apiRequest("/api/admin/audit?limit=2", { bearer: token })))) as { payload: Page<AuditEntry> };
    const cursor = encodeURIComponent(first.payload.nextCursor!);
    const second = (await readJson(await audit(apiRequest(`/api/admin/audit?limit=2&cursor=${cursor}`, { bearer: token })))) as { payload: Page<AuditEntry> };
    expect([...first.payload.items, ...second.payload.items].map((e) => e.id)).toEqual(listed.payload.items.slice(0, 4).map((e) => e.id));
  });

  test("an empty report cannot be published and unknown fixtures are NOT_FOUND", async () => {
    const fixture = await createFixture();
    const { token } = await createSignedInUser({ role: "ADMIN" });
    const empty = await put(fixture.id, { report: "   ", published: true }, token);
    expect(empty.status).toBe(400);
    expect((await put(2_000_000_000, { report: "x", published: false }, token)).status).toBe(404);
    expect(await db.adminAudit.count({ where: { fixtureId: fixture.id } })).toBe(0);
  });

  test("an unverified ADMIN is refused", async () => {
    const fixture = await createFixture();
    const { token } = await createSignedInUser({ role: "ADMIN", verified: false });
    expect((await put(fixture.id, { report: "x", published: true }, token)).status).toBe(404);
  });
});

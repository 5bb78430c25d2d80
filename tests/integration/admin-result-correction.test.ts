// PUT /api/admin/fixtures/{id}/result: ADMIN only, final games only, audited, and the picks are re-settled.
import { PUT as putResult } from "@/app/api/admin/fixtures/[id]/result/route";
import { db } from "@/lib/db";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { createFixture, createPick, createSignedInUser, createUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

const put = (id: number, body: unknown, bearer?: string) =>
  putResult(apiRequest(`/api/admin/fixtures/${id}/result`, { method: "PUT", body, bearer }), routeContext({ id: String(id) }));

async function settledHomeWin() {
  const fixture = await createFixture({ startsAt: new Date(Date.now() - 86_400_000) });
  const picker = await createUser();
  const pick = await createPick(picker.id, fixture.id, "HOME");
  await db.fixture.update({ where: { id: fixture.id }, data: { status: "FINAL", homeScore: 24, awayScore: 17, winnerSide: "HOME" } });
  await settleFixture(db, fixture.id);
  expect((await db.pick.findUniqueOrThrow({ where: { id: pick.id } })).outcome).toBe("WIN");
  return { fixture, pick };
}

test("an ADMIN's correction flips the outcome of the picks and is audited with the score before and after", async () => {
  const { fixture, pick } = await settledHomeWin();
  const { user, token } = await createSignedInUser({ role: "ADMIN" });
  const response = await put(fixture.id, { homeScore: 17, awayScore: 24 }, token);
  expect(response.status).toBe(200);
  expect(((await readJson(response)) as { payload: { winnerSide: string } }).payload.winnerSide).toBe("AWAY");
  expect(await db.fixture.findUniqueOrThrow({ where: { id: fixture.id }, select: { homeScore: true, awayScore: true, winnerSide: true } })).toEqual({
    homeScore: 17,
    awayScore: 24,
    winnerSide: "AWAY",
  });
  expect(await db.pick.findUniqueOrThrow({ where: { id: pick.id }, select: { outcome: true, state: true } })).toEqual({ outcome: "LOOSE", state: "FINAL" });
  const [row] = await db.adminAudit.findMany({ where: { fixtureId: fixture.id, action: "RESULT_CORRECTED" } });
  expect(row).toMatchObject({
    actorId: user.id,
    details: { before: { homeScore: 24, awayScore: 17, winnerSide: "HOME" }, after: { homeScore: 17, awayScore: 24, winnerSide: "AWAY" } },
  });
});

test("visitors and pickers cannot correct results; games that are not final cannot be corrected", async () => {
  const { fixture, pick } = await settledHomeWin();
  expect((await put(fixture.id, { homeScore: 0, awayScore: 1 })).status).toBe(401);
  const { token: userToken } = await createSignedInUser();
  expect((await put(fixture.id, { homeScore: 0, awayScore: 1 }, userToken)).status).toBe(404);
  expect((await db.pick.findUniqueOrThrow({ where: { id: pick.id } })).outcome).toBe("WIN");

  const upcoming = await createFixture();
  const { token } = await createSignedInUser({ role: "ADMIN" });
  const refused = await put(upcoming.id, { homeScore: 1, awayScore: 0 }, token);
  expect(refused.status).toBe(409);
  expect((await put(fixture.id, { homeScore: -1, awayScore: 0 }, token)).status).toBe(400);
  expect(await db.adminAudit.count({ where: { action: "RESULT_CORRECTED", fixtureId: { in: [fixture.id, upcoming.id] } } })).toBe(0);
});

// Pool seasons: week tables (final and live), the season table, weekly winners and the tiebreak, who still has to pick,
// the owner's announcement, season start and CSV export; members only, owner only where it says so.
import { db } from "@/lib/db";
import { addWeeks, currentWeek, weekRange } from "@/lib/domain/pool-weeks";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { createFixture, createSignedInUser } from "../support/factories";
import { pools } from "../support/pool-calls";
import { emptyWorld, finish, pickWithOdds } from "../support/results-factories";
import { appTimeZone } from "@/lib/settings";

const HOUR = 3_600_000;

/** An instant `hours` into the Wednesday of the week `weeksAgo` before this one. */
function inWeek(weeksAgo: number, hours: number): Date {
  const { start } = weekRange(addWeeks(currentWeek(new Date(), appTimeZone()), -weeksAgo), appTimeZone());
  return new Date(start.getTime() + (48 + hours) * HOUR);
}

async function win(userId: string, moneyLine: number, at: Date) {
  const fixture = await createFixture({ league: "NFL", startsAt: new Date(at.getTime() - 3 * HOUR) });
  await pickWithOdds(userId, fixture.id, "HOME", moneyLine);
  await finish(fixture.id, 2, 1);
  await settleFixture(db, fixture.id, { settledAt: at });
}

async function loss(userId: string, at: Date) {
  const fixture = await createFixture({ league: "NFL", startsAt: new Date(at.getTime() - 3 * HOUR) });
  await pickWithOdds(userId, fixture.id, "HOME", 100);
  await finish(fixture.id, 0, 1);
  await settleFixture(db, fixture.id, { settledAt: at });
}

const view = (rows: { userId: string; rank: number; points: string; decidedBy: string | null }[]) => rows.map((r) => [r.userId, r.rank, r.points, r.decidedBy]);

describe("pool weeks and season", () => {
  let owner: Awaited<ReturnType<typeof createSignedInUser>>;
  let bea: Awaited<ReturnType<typeof createSignedInUser>>;
  let cal: Awaited<ReturnType<typeof createSignedInUser>>;
  let outsider: Awaited<ReturnType<typeof createSignedInUser>>;
  let poolId: string;
  const current = currentWeek(new Date(), appTimeZone());
  const [lastWeek, twoAgo] = [addWeeks(current, -1), addWeeks(current, -2)];

  beforeAll(async () => {
    await emptyWorld();
    [owner, bea, cal, outsider] = [await createSignedInUser(), await createSignedInUser(), await createSignedInUser(), await createSignedInUser()];
    const created = await pools.create(owner.token, { name: "Sunday Crew", leagues: ["nfl"] });
    poolId = created.body.payload.id;
    for (const member of [bea, cal]) await pools.join(member.token, created.body.payload.inviteCode);
    await db.pool.update({ where: { id: poolId }, data: { createdAt: inWeek(3, 0) } });
    // Two weeks ago: level on points and on winning picks, no closing line for either: the owner got there first.
    await win(owner.user.id, 100, inWeek(2, 0));
    await win(bea.user.id, 100, inWeek(2, 1));
    // Last week: Cal alone. This week: Bea.
    await win(cal.user.id, 150, inWeek(1, 0));
    await loss(owner.user.id, inWeek(1, 2));
    // Within this week even just after Monday midnight.
    await win(bea.user.id, 100, new Date(Math.max(Date.now() - HOUR, weekRange(current, appTimeZone()).start.getTime() + 60_000)));
  });

  test("a past week's final table breaks the tie by the rule and says which step decided it", async () => {
    const { status, body } = await pools.table(bea.token, poolId, `?table=${twoAgo}`);
    expect(status).toBe(200);
    expect(body.payload).toMatchObject({ kind: "WEEK", start: twoAgo, final: true });
    expect(view(body.payload.rows)).toEqual([
      [owner.user.id, 1, "2.0000", "FIRST"],
      [bea.user.id, 2, "2.0000", "FIRST"],
    ]);
    expect(body.payload.me).toMatchObject({ userId: bea.user.id, rank: 2, wins: 1 });
    const cals = await pools.table(cal.token, poolId, `?table=${twoAgo}`);
    expect(cals.body.payload.me).toMatchObject({ userId: cal.user.id, rank: 3, points: "0.0000" });
  });

  test("weeks list every week of the season, newest first, with each past week's winners", async () => {
    const { status, body } = await pools.weeks(cal.token, poolId);
    expect(status).toBe(200);
    expect(body.payload.current).toBe(current);
    const byWeek = Object.fromEntries(body.payload.weeks.map((w) => [w.start, w]));
    expect(body.payload.weeks[0]).toMatchObject({ start: current, final: false, winners: [] });
    expect(byWeek[twoAgo]).toMatchObject({ final: true, winners: [{ userId: owner.user.id, points: "2.0000", decidedBy: "FIRST" }] });
    expect(byWeek[lastWeek]).toMatchObject({ final: true, winners: [{ userId: cal.user.id, points: "2.5000", decidedBy: null }] });
  });

  test("winners are told once, with the tiebreak named, and carry the marker on their member row", async () => {
    await pools.weeks(owner.token, poolId);
    const notes = await db.notification.findMany({ where: { type: "POOL_WEEK_WON" }, orderBy: { id: "asc" } });
    expect(notes.map((n) => [n.userId, (n.details as { week: string }).week])).toEqual([
      [owner.user.id, twoAgo],
      [cal.user.id, lastWeek],
    ]);
    expect(notes[0].details).toMatchObject({ poolId, poolName: "Sunday Crew", tiebreak: "reached the total first", shared: false });
    const members = await pools.members<{ items: { id: string; weeksWon: number }[] }>(bea.token, poolId);
    expect(Object.fromEntries(members.body.payload.items.map((m) => [m.id, m.weeksWon]))).toEqual({ [owner.user.id]: 1, [bea.user.id]: 0, [cal.user.id]: 1 });
  });

  test("this week's table is live and the season sums the weeks by the same rule", async () => {
    const week = await pools.table(owner.token, poolId, `?table=${current}`);
    expect(week.body.payload.final).toBe(false);
    expect(view(week.body.payload.rows)).toEqual([[bea.user.id, 1, "2.0000", null]]);
    const season = await pools.table(owner.token, poolId, "?table=season");
    expect(view(season.body.payload.rows)).toEqual([
      [bea.user.id, 1, "4.0000", null],
      [cal.user.id, 2, "2.5000", null],
      [owner.user.id, 3, "2.0000", null],
    ]);
    expect(season.body.payload.rows[0].wins).toBe(2);
  });

  test("pages of a table follow its cursor", async () => {
    const first = await pools.table(owner.token, poolId, "?table=season&limit=2");
    expect(first.body.payload.rows).toHaveLength(2);
    const next = await pools.table(owner.token, poolId, `?table=season&limit=2&cursor=${first.body.payload.nextCursor}`);
    expect(next.body.payload.rows.map((r) => r.userId)).toEqual([owner.user.id]);
    expect(next.body.payload.nextCursor).toBeNull();
  });

  test("the owner's season start counts from its week on; a future week is refused", async () => {
    const later = await pools.season(bea.token, poolId, { start: lastWeek });
    expect(later.status).toBe(403);
    const future = await pools.season(owner.token, poolId, { start: addWeeks(current, 1) });
    expect([future.status, future.body.error?.code]).toEqual([400, "VALIDATION_ERROR"]);
    // Any day names its week: last Wednesday is last week.
    const wednesday = new Date(Date.parse(`${lastWeek}T00:00:00Z`) + 2 * 24 * HOUR).toISOString().slice(0, 10);
    const ok = await pools.season(owner.token, poolId, { start: wednesday });
    expect(ok.status).toBe(200);
    expect(ok.body.payload.seasonStart).toBe(lastWeek);
    const season = await pools.table(owner.token, poolId, "?table=season");
    expect(view(season.body.payload.rows)).toEqual([
      [cal.user.id, 1, "2.5000", null],
      [bea.user.id, 2, "2.0000", null],
    ]);
    // Past weeks keep their final tables and their winners are not told again.
    expect((await pools.table(owner.token, poolId, `?table=${twoAgo}`)).body.payload.rows).toHaveLength(2);
    expect(await db.notification.count({ where: { type: "POOL_WEEK_WON" } })).toBe(2);
    await pools.season(owner.token, poolId, { start: null });
  });

  test("the owner exports the season table as CSV; members may not", async () => {
    const response = await pools.exportCsv(owner.token, poolId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="sunday-crew-season.csv"');
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("rank,picker,points,winning picks,closing-line value,tiebreak");
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 4))).toEqual([
      ["1", bea.user.username, "4.0000", "2"],
      ["2", cal.user.username, "2.5000", "1"],
      ["3", owner.user.username, "2.0000", "1"],
    ]);
    expect((await pools.exportCsv(bea.token, poolId)).status).toBe(403);
  });

  test("who still has to pick: the members without a pick on the coming slate", async () => {
    const fixture = await createFixture({ league: "NFL", startsAt: new Date(Date.now() + 2 * HOUR) });
    await pickWithOdds(owner.user.id, fixture.id, "HOME", -120);
    const { status, body } = await pools.pending(cal.token, poolId);
    expect(status).toBe(200);
    // Bea's win this week was on this week's slate too.
    expect(body.payload).toMatchObject({ week: current, count: 1, members: [{ id: cal.user.id, username: cal.user.username }] });
  });

  test("the owner pins an announcement: plain text up to 500, every other member told, at most five a day", async () => {
    for (const text of ["", "   ", "x".repeat(501), "bad\u0007bell", "hidden\u200bspace"]) {
      const { status, body } = await pools.announce(owner.token, poolId, { text });
      expect({ text, status, code: body.error?.code }).toEqual({ text, status: 400, code: "VALIDATION_ERROR" });
    }
    expect((await pools.announce(bea.token, poolId, { text: "Mine now" })).status).toBe(403);
    const posted = await pools.announce(owner.token, poolId, { text: "  Picks lock at kickoff.\nGood luck!  " });
    expect(posted.status).toBe(200);
    expect(posted.body.payload.text).toBe("Picks lock at kickoff.\nGood luck!");
    const pool = await pools.get<{ announcement: string }>(cal.token, poolId);
    expect(pool.body.payload.announcement).toBe("Picks lock at kickoff.\nGood luck!");
    const notes = await db.notification.findMany({ where: { type: "POOL_ANNOUNCEMENT" } });
    expect(notes.map((n) => n.userId).sort()).toEqual([bea.user.id, cal.user.id].sort());
    for (let i = 0; i < 4; i += 1) expect((await pools.announce(owner.token, poolId, { text: `Update ${i}` })).status).toBe(200);
    const limited = await pools.announce(owner.token, poolId, { text: "One too many" });
    expect(limited.status).toBe(429);
    expect(limited.body.error?.code).toBe("RATE_LIMITED");
    expect((await pools.unannounce(owner.token, poolId)).body.payload).toEqual({ text: null, at: null });
  });

  test("an outsider learns nothing: every new route answers not found", async () => {
    const answers = [
      await pools.table(outsider.token, poolId, "?table=season"),
      await pools.weeks(outsider.token, poolId),
      await pools.pending(outsider.token, poolId),
      await pools.announce(outsider.token, poolId, { text: "hi" }),
      await pools.season(outsider.token, poolId, { start: null }),
    ];
    expect(answers.map((a) => [a.status, a.body.error?.code])).toEqual(Array(5).fill([404, "NOT_FOUND"]));
    expect((await pools.exportCsv(outsider.token, poolId)).status).toBe(404);
    expect((await pools.table(undefined, poolId, "?table=season")).status).toBe(401);
  });

  test("tables only older than a minute are read as they are and rewritten after the response", async () => {
    const before = (await pools.table(owner.token, poolId, `?table=${current}`)).body.payload.rows;
    const stamp = new Date(Date.now() - 2 * 60_000);
    await db.pool.update({ where: { id: poolId }, data: { tablesAt: stamp } });
    await win(cal.user.id, 200, new Date(Math.max(Date.now() - HOUR, weekRange(current, appTimeZone()).start.getTime() + 120_000)));
    const stale = await pools.table(owner.token, poolId, `?table=${current}`);
    expect(stale.body.payload.rows).toEqual(before);
    // The rewrite runs after the response: wait for it to land.
    const rewritten = async () => (await db.pool.findUniqueOrThrow({ where: { id: poolId } })).tablesAt!.getTime() > stamp.getTime();
    for (const deadline = Date.now() + 15_000; !(await rewritten()) && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await rewritten()).toBe(true);
    const fresh = await pools.table(owner.token, poolId, `?table=${current}`);
    expect(view(fresh.body.payload.rows)).toEqual([
      [cal.user.id, 1, "3.0000", null],
      [bea.user.id, 2, "2.0000", null],
    ]);
  });

  test("bad week parameters are 400, weeks outside the pool's season 404", async () => {
    const tuesday = new Date(Date.parse(`${current}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
    for (const query of ["?table=2026-13-01", "?table=yesterday", "?table=season&limit=0", `?table=${tuesday}`]) {
      expect((await pools.table(owner.token, poolId, query)).status).toBe(400);
    }
    expect((await pools.table(owner.token, poolId, `?table=${addWeeks(current, 1)}`)).status).toBe(404);
    expect((await pools.table(owner.token, poolId, "?table=2020-01-06")).status).toBe(404);
  });
});

test("the daily cron closes last week in a pool nobody opened, and tells its winner", async () => {
  const [boss, ace] = [await createSignedInUser(), await createSignedInUser()];
  const created = await pools.create(boss.token, { name: "Quiet Pool" });
  const poolId = created.body.payload.id;
  await pools.join(ace.token, created.body.payload.inviteCode);
  await db.pool.update({ where: { id: poolId }, data: { createdAt: inWeek(2, 0) } });
  await win(ace.user.id, 120, inWeek(1, 5));
  const { closePoolWeeks } = await import("@/lib/server/pools/close-pool-weeks");
  expect(await closePoolWeeks()).toBeGreaterThanOrEqual(1);
  const note = await db.notification.findFirstOrThrow({ where: { userId: ace.user.id, type: "POOL_WEEK_WON" } });
  expect(note.details).toMatchObject({ poolId, week: addWeeks(currentWeek(new Date(), appTimeZone()), -1), points: "2.2000" });
  // A second run finds nothing to close.
  expect(await closePoolWeeks()).toBe(0);
});

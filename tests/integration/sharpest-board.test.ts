// GET /api/leaderboard?sort=clv (the Sharpest board) on picks settled by real settlements: it agrees with the picks.
import { GET as leaderboard } from "@/app/api/leaderboard/route";
import type { SharpestBoard, SharpestRow } from "@/lib/contracts/leaderboard";
import { db } from "@/lib/db";
import { periodRange, type Period } from "@/lib/domain/periods";
import { appTimeZone } from "@/lib/settings";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { createFixture, createSignedInUser } from "../support/factories";
import { emptyWorld, finish, pickWithOdds } from "../support/results-factories";
import { apiRequest, readJson } from "../support/requests";
import { recomputedSkill } from "../support/skill-world";

const DAY = 86_400_000;
const now = new Date();
const today = new Date(now.getTime() - 60_000);
let pickers: Awaited<ReturnType<typeof createSignedInUser>>[];
let games: number[];

async function board(query: string, bearer?: string) {
  const response = await leaderboard(apiRequest(`/api/leaderboard?sort=clv&${query}`, { bearer }));
  return { status: response.status, body: (await readJson(response)) as { payload: SharpestBoard; error?: { code: string } } };
}

/** One game: the closing line -110 on both sides; each picker takes HOME at their own line, with -110 opposite. */
async function game(lines: (number | null)[], settledAt: Date): Promise<number> {
  const fixture = await createFixture();
  await db.fixture.update({ where: { id: fixture.id }, data: { closingHomeMoneyLine: -110, closingAwayMoneyLine: -110, closingLineAt: settledAt } });
  for (const [i, line] of lines.entries()) {
    if (line === null) continue;
    const pick = await pickWithOdds(pickers[i].user.id, fixture.id, "HOME", line);
    await db.pick.update({ where: { id: pick.id }, data: { opposingMoneyLine: -110 } });
  }
  // Wins and losses alike count: closing-line value does not depend on the result.
  await finish(fixture.id, fixture.id % 2 ? 1 : 2, fixture.id % 2 ? 2 : 1);
  await settleFixture(db, fixture.id, { settledAt });
  return fixture.id;
}

/** The board a recomputation from the picks gives: pickers with 20 counted picks, by average CLV, competition-ranked. */
async function expectedBoard(period: Period) {
  const { start } = periodRange(period, now, appTimeZone());
  const figures = await Promise.all(
    pickers.map(async ({ user }) => ({ userId: user.id, ...(await recomputedSkill(user.id, start ? { since: start } : {})) })),
  );
  const ranked = figures.filter((f) => f.settledCount >= 20);
  ranked.sort((a, b) => b.averageClv! - a.averageClv! || (a.userId < b.userId ? -1 : 1));
  return ranked.map((row) => ({ ...row, rank: 1 + ranked.filter((other) => other.averageClv! > row.averageClv! + 1e-9).length }));
}

function expectAgreement(items: SharpestRow[], expected: Awaited<ReturnType<typeof expectedBoard>>) {
  expect(items.map((row) => [row.rank, row.userId, row.settledPicks])).toEqual(expected.map((row) => [row.rank, row.userId, row.settledCount]));
  for (const [i, row] of items.entries()) {
    expect(row.averageClv).toBeCloseTo(expected[i].averageClv! * 100, 2);
    expect(row.beatCloseRate).toBeCloseTo(expected[i].beatCloseRate! * 100, 2);
  }
}

beforeAll(async () => {
  await emptyWorld();
  pickers = [];
  for (let i = 0; i < 5; i += 1) pickers.push(await createSignedInUser({ username: `sharp${i}` }));
  // Long ago: picker 3 beats the close by far three times (all time only).
  for (let g = 0; g < 3; g += 1) await game([null, null, null, 200, null], new Date(now.getTime() - 40 * DAY));
  // Today: 0 and 1 take +100 every time (a tie); 2 alternates; 3 takes -120; 4 the best price but only 19 times.
  games = [];
  for (let g = 0; g < 21; g += 1) {
    games.push(await game([100, 100, g % 2 ? 105 : -125, g < 20 ? -120 : null, g < 19 ? 150 : null], today));
  }
  // Left out of every figure: a pick made before the other side's line was kept.
  const fixture = await createFixture();
  await db.fixture.update({ where: { id: fixture.id }, data: { closingHomeMoneyLine: -110, closingAwayMoneyLine: -110, closingLineAt: today } });
  await pickWithOdds(pickers[4].user.id, fixture.id, "HOME", 150);
  await finish(fixture.id, 3, 1);
  await settleFixture(db, fixture.id, { settledAt: today });
}, 120_000);

/** The bucket counts settlement keeps must equal a recount of the ranked slots. */
async function expectBucketsAgree() {
  const recount = (sql: string) => db.$queryRawUnsafe<{ key: string; n: number }[]>(sql);
  const kept = await recount(`SELECT period || ' ' || start || ' ' || bucket AS key, pickers AS n FROM "ClvBucket" WHERE pickers <> 0 ORDER BY 1`);
  const fresh = await recount(`SELECT x.period || ' ' || x.start || ' ' || floor(a.average * 1000)::int AS key, count(*)::int AS n
    FROM "Standing" s CROSS JOIN LATERAL (VALUES ('ALL', DATE '1970-01-01', s."clvPicks", s."clvSum"), ('DAY', s."clvDay", s."dayClvPicks", s."dayClvSum"),
      ('WEEK', s."clvWeek", s."weekClvPicks", s."weekClvSum"), ('MONTH', s."clvMonth", s."monthClvPicks", s."monthClvSum")) AS x(period, start, picks, total)
    CROSS JOIN LATERAL (SELECT round(x.total / NULLIF(x.picks, 0), 8) AS average) a
    WHERE x.picks >= 20 GROUP BY 1 ORDER BY 1`);
  expect(kept).toEqual(fresh);
  expect(kept.length).toBeGreaterThan(0);
}

describe("GET /api/leaderboard?sort=clv", () => {
  test("today's and all time's boards agree with a recomputation from the picks; ties share a rank", async () => {
    for (const period of ["TODAY", "ALL"] as const) {
      const { status, body } = await board(`period=${period}`);
      expect(status).toBe(200);
      expect(body.payload).toMatchObject({ sort: "clv", period, minimumPicks: 20, nextCursor: null, me: null });
      expectAgreement(body.payload.items, await expectedBoard(period));
    }
    const todays = (await board("period=TODAY")).body.payload.items;
    expect(todays.slice(0, 2).map((row) => row.rank)).toEqual([1, 1]);
    const names = (rows: SharpestRow[]) => [...rows.slice(0, 2).map((row) => row.username).sort(), ...rows.slice(2).map((row) => row.username)];
    expect(names(todays)).toEqual(["sharp0", "sharp1", "sharp2", "sharp3"]);
    // Three +200 picks long ago lift picker 3 above picker 2 on the all-time board only.
    const allTime = (await board("period=ALL")).body.payload.items;
    expect(names(allTime)).toEqual(["sharp0", "sharp1", "sharp3", "sharp2"]);
    await expectBucketsAgree();
  });

  test("a picker below 20 counted picks is not ranked, and is told how many they have", async () => {
    const { body } = await board("period=TODAY", pickers[4].token);
    expect(body.payload.items.map((row) => row.userId)).not.toContain(pickers[4].user.id);
    expect(body.payload.me).toMatchObject({ userId: pickers[4].user.id, rank: null, settledPicks: 19, averageClv: null, beatCloseRate: null });
    const ranked = await board("period=TODAY", pickers[3].token);
    expect(ranked.body.payload.me).toMatchObject({ userId: pickers[3].user.id, rank: 4, settledPicks: 20 });
  });

  test("pages follow the cursor without gaps or repeats, ranks included", async () => {
    const whole = (await board("period=TODAY")).body.payload.items;
    const first = await board("period=TODAY&limit=1");
    const second = await board(`period=TODAY&limit=2&cursor=${encodeURIComponent(first.body.payload.nextCursor!)}`);
    expect(second.body.error).toBeUndefined();
    const third = await board(`period=TODAY&limit=2&cursor=${encodeURIComponent(second.body.payload.nextCursor!)}`);
    expect([...first.body.payload.items, ...second.body.payload.items, ...third.body.payload.items]).toEqual(whole);
    expect(third.body.payload.nextCursor).toBeNull();
  });

  test("a score correction to a tie takes the game's picks back out: picker 3 drops below 20 and off the board", async () => {
    await finish(games[0], 1, 1);
    await settleFixture(db, games[0]);
    const { body } = await board("period=TODAY");
    expect(body.payload.items.map((row) => row.username).sort()).toEqual(["sharp0", "sharp1", "sharp2"]);
    expectAgreement(body.payload.items, await expectedBoard("TODAY"));
    expectAgreement((await board("period=ALL")).body.payload.items, await expectedBoard("ALL"));
    await expectBucketsAgree();
  });

  test("a deleted picker leaves the boards and their bucket counts", async () => {
    await db.user.delete({ where: { id: pickers[2].user.id } });
    pickers.splice(2, 1);
    expectAgreement((await board("period=TODAY")).body.payload.items, await expectedBoard("TODAY"));
    await expectBucketsAgree();
  });

  test("the Sharpest board has no scope: a circle's board is by points", async () => {
    const { status, body } = await board("period=TODAY&scope=following", pickers[0].token);
    expect(status).toBe(400);
    expect(body.error?.code).toBe("VALIDATION_ERROR");
  });
});

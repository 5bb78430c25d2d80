// The demo world: all real teams, a season around the given day, pickers with picks; deterministic and idempotent.
import { db } from "@/lib/db";
import { seedDatabase } from "@/lib/server/demo/seed-database";

const NOW = new Date("2026-11-22T17:00:00Z");

describe("seedDatabase", () => {
  let first: Awaited<ReturnType<typeof seedDatabase>>;

  beforeAll(async () => {
    first = await seedDatabase(db, { now: NOW, seed: "test" });
  }, 120_000);

  test("creates the 124 real teams, 32 NFL, 30 NBA, 32 NHL and 30 MLB", async () => {
    const rows = await db.team.groupBy({ by: ["league"], _count: true, orderBy: { league: "asc" } });
    expect(Object.fromEntries(rows.map((r) => [r.league, r._count]))).toEqual({ NFL: 32, NBA: 30, NHL: 32, MLB: 30 });
  });

  test("generates finals over the last 14 days and scheduled games over the next 21 for every league", async () => {
    for (const league of ["NFL", "NBA", "NHL", "MLB"] as const) {
      const finals = await db.fixture.count({ where: { league, status: "FINAL", startsAt: { lt: NOW } } });
      const scheduled = await db.fixture.count({ where: { league, status: "PREGAME", startsAt: { gt: NOW } } });
      expect(finals).toBeGreaterThan(0);
      expect(scheduled).toBeGreaterThan(0);
    }
    const range = await db.fixture.aggregate({ _min: { startsAt: true }, _max: { startsAt: true } });
    expect(range._min.startsAt!.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 15 * 86_400_000);
    expect(range._max.startsAt!.getTime()).toBeLessThanOrEqual(NOW.getTime() + 22 * 86_400_000);
    const finalsWithoutScore = await db.fixture.count({ where: { status: "FINAL", OR: [{ homeScore: null }, { awayScore: null }] } });
    expect(finalsWithoutScore).toBe(0);
  });

  test("some fixtures have no line on a side, as real feeds do", async () => {
    expect(await db.fixture.count({ where: { OR: [{ homeMoneyLine: null }, { awayMoneyLine: null }] } })).toBeGreaterThan(0);
  });

  test("about 40 verified demo pickers with usernames, follows, picks, parlays and published reports", async () => {
    const pickers = await db.user.findMany({ select: { username: true, usernameKey: true, emailVerified: true } });
    expect(pickers.length).toBeGreaterThanOrEqual(35);
    for (const picker of pickers) {
      expect(picker.username).toBeTruthy();
      expect(picker.usernameKey).toBe(picker.username!.toLowerCase());
      expect(picker.emailVerified).not.toBeNull();
    }
    expect(await db.follow.count()).toBeGreaterThan(pickers.length);
    expect(await db.pick.count({ where: { kind: "NORMAL" } })).toBeGreaterThan(1000);
    expect(await db.parlay.count()).toBeGreaterThan(0);
    expect(await db.fixture.count({ where: { report: { not: null }, reportPublishedAt: { not: null } } })).toBeGreaterThan(0);
  });

  test("odds are locked before each game starts, with both sides' lines of that moment", async () => {
    const wrong = await db.$queryRaw<{ n: number }[]>`
      SELECT COUNT(*)::int AS n FROM "Pick" p JOIN "Fixture" f ON f.id = p."fixtureId"
      WHERE p."oddsAt" >= f."startsAt" OR p."opposingMoneyLine" IS NULL AND f."homeMoneyLine" IS NOT NULL AND f."awayMoneyLine" IS NOT NULL`;
    expect(wrong[0].n).toBe(0);
  });

  test("lines moved before the games, so pickers' prices spread around the closing line", async () => {
    const [closing] = await db.$queryRaw<{ started: number; closed: number; beat: number; worse: number; even: number }[]>`
      SELECT count(*) FILTER (WHERE f.status <> 'PREGAME')::int AS started,
             count(*) FILTER (WHERE f."closingLineAt" IS NOT NULL)::int AS closed,
             count(*) FILTER (WHERE c.line IS NOT NULL AND p."decimalOdds" > c.dec)::int AS beat,
             count(*) FILTER (WHERE c.line IS NOT NULL AND p."decimalOdds" < c.dec)::int AS worse,
             count(*) FILTER (WHERE c.line IS NOT NULL AND p."decimalOdds" = c.dec)::int AS even
      FROM "Pick" p JOIN "Fixture" f ON f.id = p."fixtureId"
      CROSS JOIN LATERAL (SELECT CASE p.side WHEN 'HOME' THEN f."closingHomeMoneyLine" ELSE f."closingAwayMoneyLine" END AS line) l
      CROSS JOIN LATERAL (SELECT l.line, round(CASE WHEN l.line > 0 THEN 1 + l.line / 100.0 ELSE 1 + 100.0 / abs(l.line) END, 4) AS dec) c
      WHERE p.kind = 'NORMAL'`;
    expect(closing.closed).toBe(closing.started);
    expect(closing.beat).toBeGreaterThan(closing.started / 20);
    expect(closing.worse).toBeGreaterThan(closing.started / 20);
    expect(closing.even).toBeGreaterThan(0);
  });

  test("pickers do not all play every league", async () => {
    const rows = await db.$queryRaw<{ league: string; pickers: number }[]>`
      SELECT f.league::text, COUNT(DISTINCT p."userId")::int AS pickers FROM "Pick" p JOIN "Fixture" f ON f.id = p."fixtureId" GROUP BY 1`;
    const total = await db.user.count();
    expect(rows.some((row) => row.pickers < total)).toBe(true);
  });

  test("a second run creates nothing", async () => {
    const counts = async () => [await db.team.count(), await db.fixture.count(), await db.user.count(), await db.pick.count(), await db.parlay.count(), await db.follow.count()];
    const before = await counts();
    const second = await seedDatabase(db, { now: NOW, seed: "test" });
    expect(second.created).toBe(0);
    expect(await counts()).toEqual(before);
    expect(first.created).toBeGreaterThan(0);
  }, 120_000);
});

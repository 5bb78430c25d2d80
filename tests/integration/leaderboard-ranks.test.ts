// Leaderboard ranks come from ScoreBucket counts: they must equal a plain count of everyone above, through settlements, corrections and deleted pickers.
import { db } from "@/lib/db";
import { PERIODS } from "@/lib/domain/periods";
import { appTimeZone } from "@/lib/settings";
import { boardSource } from "@/lib/server/leaderboard/board-source";
import { rankBoard } from "@/lib/server/leaderboard/rank-board";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { Prisma } from "@/lib/generated/prisma/client";
import { createFixture, createUser } from "../support/factories";
import { emptyWorld, finish, pickWithOdds } from "../support/results-factories";

const now = new Date();
const DAY = 86_400_000;

/** Every picker's rank as rankBoard serves it, next to the rank a direct count over the board gives. */
async function ranksBothWays() {
  const users = await db.user.findMany({ select: { id: true }, orderBy: { id: "asc" } });
  const served: Record<string, (number | null)[]> = {};
  const counted: Record<string, (number | null)[]> = {};
  for (const period of PERIODS) {
    const source = boardSource(period, now, appTimeZone(), null);
    const direct = await db.$queryRaw<{ userId: string; rank: number }[]>`
      WITH board AS (${source}) SELECT b."userId", (SELECT count(*) FROM board x WHERE x.points > b.points)::int + 1 AS rank FROM board b`;
    const byUser = new Map(direct.map((row) => [row.userId, row.rank]));
    for (const { id } of users) {
      const { me } = await rankBoard(db, { period, now, callerId: id });
      (served[id] ??= []).push(me!.rank);
      (counted[id] ??= []).push(byUser.get(id) ?? null);
    }
  }
  return { served, counted };
}

/** ScoreBucket as kept by settlement, next to the same counts recomputed from the Standing rows. */
async function bucketsBothWays() {
  const kept = await db.$queryRaw<unknown[]>`
    SELECT period::text, start::text, bucket, pickers FROM "ScoreBucket" WHERE pickers <> 0 ORDER BY 1, 2, 3`;
  const recomputed = await db.$queryRaw<unknown[]>`
    SELECT * FROM (
      SELECT x.period, x.start::text, floor(x.points)::int AS bucket, count(*)::int AS pickers
      FROM "Standing" s CROSS JOIN LATERAL (VALUES ('ALL', DATE '1970-01-01', s.points), ('DAY', s.day, s."dayPoints"),
        ('WEEK', s.week, s."weekPoints"), ('MONTH', s.month, s."monthPoints")) AS x(period, start, points)
      WHERE x.points > 0 GROUP BY 1, 2, 3
    ) x ORDER BY 1, 2, 3`;
  return { kept, recomputed };
}

beforeAll(emptyWorld);

test("bucket ranks equal counted ranks after settlements, a correction and a deleted picker", async () => {
  // Scores straddle bucket edges (1.9091, 2.0, 2.1, 3.8182 ...) and tie, across today and older days.
  const users = await Promise.all(Array.from({ length: 8 }, () => createUser()));
  const lines = [-110, 100, 110, -110, 100, -200, 150, -110];
  const games = [];
  for (const [day, scoreHome] of [[0, 3], [0, 1], [3, 2], [40, 5]] as const) {
    const game = await createFixture();
    for (const [i, user] of users.entries()) if ((i + day) % 3 !== 0) await pickWithOdds(user.id, game.id, i % 2 ? "AWAY" : "HOME", lines[i]);
    await finish(game.id, scoreHome, 2);
    await settleFixture(db, game.id, { settledAt: new Date(now.getTime() - day * DAY) });
    games.push(game);
  }
  let { served, counted } = await ranksBothWays();
  expect(served).toEqual(counted);
  let { kept, recomputed } = await bucketsBothWays();
  expect(kept).toEqual(recomputed);
  expect(Object.values(served).flat().filter((rank) => rank !== null).length).toBeGreaterThan(8);

  // A corrected final moves points between pickers: the reversal moves them between buckets too.
  await finish(games[0].id, 0, 2);
  await settleFixture(db, games[0].id, { settledAt: now });
  ({ served, counted } = await ranksBothWays());
  expect(served).toEqual(counted);
  ({ kept, recomputed } = await bucketsBothWays());
  expect(kept).toEqual(recomputed);

  // A deleted picker leaves every board (their Standing goes by cascade, and its delete trigger updates the buckets).
  const [{ id: top }] = await db.$queryRaw<{ id: string }[]>(Prisma.sql`SELECT "userId" AS id FROM "Standing" ORDER BY points DESC LIMIT 1`);
  await db.user.delete({ where: { id: top } });
  ({ served, counted } = await ranksBothWays());
  expect(served).toEqual(counted);
  ({ kept, recomputed } = await bucketsBothWays());
  expect(kept).toEqual(recomputed);
});

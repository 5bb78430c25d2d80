// A pool's board ranks its members' copies of their Standing totals: ties, zero-point members and every page must match a direct count over Standing.
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { PERIODS, type Period } from "@/lib/domain/periods";
import { appTimeZone } from "@/lib/settings";
import { boardSource, periodStart } from "@/lib/server/leaderboard/board-source";
import { rankBoard } from "@/lib/server/leaderboard/rank-board";
import { emptyWorld } from "../support/results-factories";

const now = new Date();
const EVERY_LEAGUE = ["NFL", "NBA", "NHL", "MLB"] as const;
const MEMBERS = 14;
const ids = Array.from({ length: MEMBERS }, (_, i) => `pbr-${String(i).padStart(2, "0")}`);
let poolId: string;

/** The board straight from Standing and PoolMember, ranked by counting the members above. */
async function counted(period: Period) {
  const source = boardSource(period, now, appTimeZone(), { kind: "pool", poolId, leagues: [...EVERY_LEAGUE] });
  return db.$queryRaw<{ userId: string; score: string; rank: number }[]>`
    WITH b AS (${source})
    SELECT b."userId", b.points::numeric(14, 4)::text AS score, (SELECT count(*) FROM b x WHERE x.points > b.points)::int + 1 AS rank
    FROM b ORDER BY b.points DESC, b."userId"`;
}

/** Every page of the served board, four rows at a time, as [rank, userId, score]. */
async function served(period: Period, callerId: string) {
  const rows: [number, string, string][] = [];
  let cursor: string | undefined;
  do {
    const page = await rankBoard(db, { period, now, scope: `pool:${poolId}`, callerId, cursor, limit: 4 });
    rows.push(...page.items.map((row): [number, string, string] => [row.rank, row.userId, row.score]));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

/** Sets a picker's Standing: all-time points and one slot total, for this period or an earlier one. */
async function setStanding(userId: string, points: number, slot: { period: Exclude<Period, "ALL">; points: number; stale?: boolean }) {
  const column = { TODAY: "day", THIS_WEEK: "week", THIS_MONTH: "month" }[slot.period];
  const start = periodStart(slot.period, now, appTimeZone());
  await db.$executeRawUnsafe(
    `UPDATE "Standing" SET "points" = $2, "${column}" = $3::date - ($4 || ' days')::interval, "${column}Points" = $5 WHERE "userId" = $1`,
    userId, points, start, slot.stale ? "40" : "0", slot.points,
  );
}

beforeAll(async () => {
  await emptyWorld();
  await db.$executeRaw`INSERT INTO "User" ("id", "email", "updatedAt") SELECT id, id || '@example.test', now() FROM unnest(${ids}::text[]) id`;
  poolId = (await db.pool.create({ data: { name: "Ranks", leagues: [...EVERY_LEAGUE], ownerId: ids[0], inviteCode: crypto.randomBytes(16).toString("base64url") } })).id;
  // Half the members score before they join (their totals come with them), half after (settlement's updates reach them).
  await db.poolMember.createMany({ data: ids.slice(0, 7).map((userId) => ({ poolId, userId })) });
  const totals = [9, 7, 7, 7, 4, 2, 2, 0, 0, 0, 5, 7, 1, 0];
  for (const [i, userId] of ids.entries()) {
    if (totals[i] === 0) continue;
    await setStanding(userId, totals[i], { period: "TODAY", points: totals[i] % 3, stale: i === 4 });
    if (i % 4 === 0) await setStanding(userId, totals[i], { period: "THIS_MONTH", points: totals[i] });
    if (i % 3 === 0) await setStanding(userId, totals[i], { period: "THIS_WEEK", points: totals[i] - 1 });
  }
  await db.poolMember.createMany({ data: ids.slice(7).map((userId) => ({ poolId, userId })) });
  await setStanding(ids[1], 7.5, { period: "TODAY", points: 2 });
}, 60_000);

test("ties share a rank, zero-point members share the last one, and the caller's row is theirs", async () => {
  const all = await served("ALL", ids[13]);
  expect(all.slice(0, 7)).toEqual([
    [1, ids[0], "9.0000"],
    [2, ids[1], "7.5000"],
    [3, ids[2], "7.0000"],
    [3, ids[3], "7.0000"],
    [3, ids[11], "7.0000"],
    [6, ids[10], "5.0000"],
    [7, ids[4], "4.0000"],
  ]);
  // Ten members scored: every one of the four without points is 11th, listed by id.
  expect(all.slice(10)).toEqual([ids[7], ids[8], ids[9], ids[13]].map((id) => [11, id, "0.0000"]));
  const mine = await rankBoard(db, { period: "ALL", now, scope: `pool:${poolId}`, callerId: ids[13], limit: 4 });
  expect(mine.me).toMatchObject({ userId: ids[13], rank: 11, score: "0.0000" });
  const deep = await rankBoard(db, { period: "ALL", now, scope: `pool:${poolId}`, callerId: ids[12], limit: 4 });
  expect(deep.me).toMatchObject({ userId: ids[12], rank: 10, score: "1.0000" });
});

test.each(PERIODS)("%s: every page and every caller's row equal a direct count over Standing", async (period) => {
  const expected = await counted(period);
  expect(await served(period, ids[0])).toEqual(expected.map((row) => [row.rank, row.userId, row.score]));
  for (const { userId, rank, score } of expected) {
    const { me } = await rankBoard(db, { period, now, scope: `pool:${poolId}`, callerId: userId, limit: 4 });
    expect([me?.rank, me?.score]).toEqual([rank, score]);
  }
});

test("a stale slot counts as no points in the period, and a member who leaves leaves the board", async () => {
  const today = await served("TODAY", ids[0]);
  // ids[4] scored 1 point in an earlier day's slot: zero today.
  expect(today.find(([, userId]) => userId === ids[4])?.[2]).toBe("0.0000");
  await db.poolMember.delete({ where: { poolId_userId: { poolId, userId: ids[0] } } });
  const all = await served("ALL", ids[1]);
  expect(all[0]).toEqual([1, ids[1], "7.5000"]);
  expect(all).toHaveLength(MEMBERS - 1);
});

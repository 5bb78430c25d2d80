// The board of a pool counting every league, page and caller's row in one query, from the Standing copy each member carries.
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { Period } from "@/lib/domain/periods";
import type { Leaderboard, LeaderboardRow } from "@/lib/contracts/leaderboard";
import { periodStart, SLOT, slotColumn } from "./board-source";

type Row = LeaderboardRow & { mine: boolean };
type PoolPage = { rows: LeaderboardRow[]; me: Leaderboard["me"] };
export type PoolBoardOptions = { poolId: string; period: Period; now: Date; timeZone: string; after: { points: string; userId: string } | null; take: number; callerId: string };

/** The member columns of the period under `alias`: its total, and whether the member's slot is this period's (ALL: always). */
function slotOf(period: Period, now: Date, timeZone: string) {
  return (alias: string) => {
    const column = (name: Prisma.Sql) => Prisma.sql`${Prisma.raw(`"${alias}".`)}${name}`;
    const { start, points } = SLOT[period];
    if (period === "ALL" || start === null) return { points: column(slotColumn(points)), current: Prisma.sql`true` };
    return { points: column(slotColumn(points)), current: Prisma.sql`${column(slotColumn(start))} = ${periodStart(period, now, timeZone)}::date` };
  };
}

/**
 * Members who scored in the period come in index order from (poolId, slot, points DESC, userId); the zero-point
 * members follow by userId, read only when the scored ones run out. Ranks cost at most three counts in that index,
 * whatever the page size: the members above the page's top score (none on the first page; a row tied with it shares
 * that rank), those at or above it (every other row adds the page rows above it, less the top's ties on the page,
 * since the page is a contiguous run of the board and zero-point rows come after every scored one), and those above
 * the caller.
 * A count per row would let a bloated index tip the planner into a scan of the pool per row.
 */
export async function poolBoard(db: PrismaClient, options: PoolBoardOptions): Promise<PoolPage> {
  const rows = await db.$queryRaw<Row[]>(poolBoardQuery(options));
  const strip = ({ userId, score, username, hotStreak, picture, private: hidden, rank }: Row): LeaderboardRow =>
    ({ userId, score, username, hotStreak, picture, private: hidden, rank });
  const mine = rows.find((row) => row.mine);
  return { rows: rows.filter((row) => !row.mine).map(strip), me: mine ? strip(mine) : null };
}

/** The one statement, apart so that the pool board bench can read the database's own time of it. */
export function poolBoardQuery({ poolId, period, now, timeZone, after, take, callerId }: PoolBoardOptions): Prisma.Sql {
  const slot = slotOf(period, now, timeZone);
  const m = slot("m");
  const a = slot("a");
  const scoredAfter = after ? Prisma.sql`AND (${m.points} < ${after.points}::numeric OR (${m.points} = ${after.points}::numeric AND m."userId" > ${after.userId}))` : Prisma.empty;
  // Members counted from the page's top score: "above" it, or "at or above" it (its ties on earlier pages included).
  const countFromTop = (op: ">" | ">=") =>
    Prisma.sql`(SELECT count(*) FROM "PoolMember" a WHERE a."poolId" = ${poolId} AND ${a.current} AND ${a.points} ${Prisma.raw(op)} (SELECT points FROM top))`;
  const zeroAfter = after ? Prisma.sql`AND (${after.points}::numeric > 0 OR m."userId" > ${after.userId})` : Prisma.empty;
  return Prisma.sql`
    WITH page AS MATERIALIZED (
      SELECT * FROM (
        (SELECT m."userId", ${m.points} AS points FROM "PoolMember" m
         WHERE m."poolId" = ${poolId} AND ${m.current} AND ${m.points} > 0 ${scoredAfter}
         ORDER BY ${m.points} DESC, m."userId" LIMIT ${take})
        UNION ALL
        (SELECT m."userId", 0 FROM "PoolMember" m
         WHERE m."poolId" = ${poolId} AND (${m.current} AND ${m.points} > 0) IS NOT TRUE ${zeroAfter}
         ORDER BY m."userId" LIMIT ${take})
      ) x LIMIT ${take}
    ), top AS MATERIALIZED (
      SELECT t.points, (SELECT count(*) FROM page p WHERE p.points = t.points) AS ties FROM (SELECT max(points) AS points FROM page) t
    ), board AS (
      SELECT p."userId", p.points, false AS mine, rank() OVER (ORDER BY p.points DESC) AS "inPage" FROM page p
      UNION ALL
      SELECT m."userId", CASE WHEN ${m.current} AND ${m.points} > 0 THEN ${m.points} ELSE 0 END, true, NULL
      FROM "PoolMember" m WHERE m."poolId" = ${poolId} AND m."userId" = ${callerId}
    )
    SELECT b."userId", b.points::numeric(14, 4)::text AS score, b.mine, u."username", u."hotStreak", u."image" AS picture,
      CASE WHEN b.mine THEN false ELSE u."private" END AS "private",
      1 + (CASE
        WHEN b.mine THEN (SELECT count(*) FROM "PoolMember" a WHERE a."poolId" = ${poolId} AND ${a.current} AND ${a.points} > b.points)
        WHEN b.points = (SELECT points FROM top) THEN ${after ? countFromTop(">") : Prisma.sql`0`}
        ELSE ${countFromTop(">=")} + b."inPage" - 1 - (SELECT ties FROM top) END)::int AS rank
    FROM board b JOIN "User" u ON u."id" = b."userId"
    ORDER BY b.mine, b.points DESC, b."userId"`;
}

// The dashboard's "Picks from your network": for up to four followed pickers, their first two pending picks here and how many more.
import "server-only";
import { db } from "@/lib/db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import type { PickView } from "@/lib/contracts/picks";
import { pickSelect, toPickView } from "@/lib/server/picks/pick-view";

/** The product's followings limit is 5, of which four are used to fetch picks. */
export const NETWORK_PICKERS = 4;
export const PICKS_PER_PICKER = 2;

export type NetworkGroup = { picker: { id: string; username: string; image: string | null }; picks: PickView[]; more: number };

export async function getNetworkBlock(callerId: string, league: League): Promise<NetworkGroup[]> {
  const dbLeague = toDbLeague(league);
  const people = await db.$queryRaw<{ userId: string; n: number }[]>`
    SELECT p."userId", COUNT(*)::int AS n, MIN(f."startsAt") AS next
    FROM "Pick" p
    JOIN "Fixture" f ON f.id = p."fixtureId"
    JOIN "Follow" fo ON fo."followedId" = p."userId" AND fo."followerId" = ${callerId}
    WHERE p.kind = 'NORMAL' AND p.state = 'PENDING' AND f.league = ${dbLeague}::"League"
    GROUP BY p."userId"
    ORDER BY next ASC, p."userId"
    LIMIT ${NETWORK_PICKERS}`;
  return Promise.all(
    people.map(async ({ userId, n }) => {
      const rows = await db.pick.findMany({
        where: { userId, kind: "NORMAL", state: "PENDING", fixture: { league: dbLeague } },
        orderBy: [{ fixture: { startsAt: "asc" } }, { id: "asc" }],
        take: PICKS_PER_PICKER,
        select: pickSelect,
      });
      const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, username: true, image: true } });
      return {
        picker: { id: user.id, username: user.username ?? "", image: user.image },
        picks: rows.map(toPickView),
        more: Math.max(0, n - rows.length),
      };
    }),
  );
}

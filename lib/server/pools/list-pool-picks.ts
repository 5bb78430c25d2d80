// The pool's feed: its members' picks in the pool's leagues, newest first, a keyset page at a time.
import "server-only";
import { decodeOptionalKeyset, encodeKeyset } from "@/lib/api/cursor";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { pickSelect, toPickView } from "@/lib/server/pickers/pick-view";
import type { NetworkPick } from "@/lib/server/social/list-network-picks";
import { memberPool } from "./pool-access";

export type PoolPicksPage = { items: NetworkPick[]; nextCursor: string | null };

export async function listPoolPicks(caller: Pick<Caller, "id">, poolId: string, paging: { cursor?: string; limit: number }): Promise<PoolPicksPage> {
  const pool = await memberPool(poolId, caller.id);
  const after = decodeOptionalKeyset(paging.cursor);
  const rows = await db.pick.findMany({
    where: {
      kind: "NORMAL",
      fixture: { league: { in: pool.leagues } },
      user: { poolMemberships: { some: { poolId } } },
      ...(after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: paging.limit + 1,
    select: { ...pickSelect, user: { select: { id: true, username: true, image: true } } },
  });
  const page = rows.slice(0, paging.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ user, ...pick }) => ({ ...toPickView(pick), picker: { id: user.id, username: user.username ?? "", image: user.image } })),
    nextCursor: rows.length > paging.limit && last ? encodeKeyset({ at: last.createdAt, id: last.id }) : null,
  };
}

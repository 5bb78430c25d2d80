// The pool's feed: its members' picks in the pool's leagues, newest first, a keyset page at a time.
import "server-only";
import { keysetCursor } from "@/lib/contracts/cursor";
import { toKeysetPage } from "@/lib/contracts/page-from-rows";
import type { Page, PageQuery } from "@/lib/contracts/page";
import type { NetworkPick } from "@/lib/contracts/social";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { pickSelect, toPickView } from "@/lib/server/picks/pick-view";
import { pickAuthorSelect, toPickAuthor } from "@/lib/server/social/pick-author";
import { visiblePickers } from "@/lib/server/privacy/picker-visibility";
import { shieldPicks } from "@/lib/server/privacy/hidden-picks";
import { memberPool } from "./pool-access";

export async function listPoolPicks(caller: Pick<Caller, "id">, poolId: string, paging: PageQuery): Promise<Page<NetworkPick>> {
  const pool = await memberPool(poolId, caller.id);
  const [at, id] = keysetCursor.decode(paging.cursor) ?? [];
  const rows = await db.pick.findMany({
    where: {
      kind: "NORMAL",
      fixture: { league: { in: pool.leagues } },
      // A private member keeps their place on the pool's board; their picks stay theirs.
      user: { poolMemberships: { some: { poolId } }, ...visiblePickers(caller.id) },
      ...(at && id ? { OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: paging.limit + 1,
    select: { ...pickSelect, user: pickAuthorSelect },
  });
  const page = toKeysetPage(
    rows,
    paging.limit,
    (row) => ({ at: row.createdAt, id: row.id }),
    ({ user, ...pick }) => ({ ...toPickView(pick), picker: toPickAuthor(user) }),
  );
  return { ...page, items: await shieldPicks(page.items, caller.id) };
}

// A picker's most recent pick (or null): the "last pick" of the profile's statistics.
import "server-only";
import { db } from "@/lib/db";
import type { PickView } from "@/lib/contracts/picks";
import { pickSelect, toPickView } from "@/lib/server/picks/pick-view";
import { assertPickerVisible } from "@/lib/server/privacy/picker-visibility";
import { shieldPicks } from "@/lib/server/privacy/hidden-picks";

export async function getLastPick(userId: string, viewerId: string | null | undefined): Promise<PickView | null> {
  await assertPickerVisible(userId, viewerId);
  const row = await db.pick.findFirst({
    where: { userId, kind: "NORMAL" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: pickSelect,
  });
  if (!row) return null;
  const [pick] = await shieldPicks([toPickView(row)], viewerId);
  return pick;
}

// A shared single pick: the pick, its game and its picker, unless the picker is private and the viewer is not them.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { SharedPick } from "@/lib/contracts/share";
import { pickSelect, toPickView } from "@/lib/server/picks/pick-view";
import { shareVersion } from "./share-version";
import { assertVisible } from "@/lib/server/privacy/picker-visibility";
import { shieldPicks } from "@/lib/server/privacy/hidden-picks";

export async function getSharedPick(id: number, viewerId?: string | null): Promise<SharedPick> {
  const row = await db.pick.findFirst({
    where: { id, kind: "NORMAL" },
    select: { ...pickSelect, user: { select: { id: true, username: true, private: true } } },
  });
  if (!row?.user.username) throw new AppError("NOT_FOUND", { message: "This pick does not exist" });
  assertVisible(row.user, viewerId, "pick");
  const [pick] = await shieldPicks([toPickView(row)], viewerId);
  const { fixture } = pick;
  // A hidden pick's image has its own version: the one drawn once the game starts must not be served from cache before.
  const result = pick.hidden ? ["hidden"] : [pick.outcome, pick.points];
  return {
    pick,
    picker: { username: row.user.username },
    version: shareVersion(pick.state, ...result, fixture.status, fixture.score, row.user.username),
  };
}

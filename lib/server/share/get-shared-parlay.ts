// A shared parlay: its legs, combined line and picker, unless the picker is private and the viewer is not them.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { SharedParlay } from "@/lib/contracts/share";
import { parlaySelect, toParlayView } from "@/lib/server/parlays/parlay-view";
import { shareVersion } from "./share-version";
import { assertVisible } from "@/lib/server/privacy/picker-visibility";
import { shieldParlays } from "@/lib/server/privacy/hidden-picks";

export async function getSharedParlay(id: number, viewerId?: string | null): Promise<SharedParlay> {
  const row = await db.parlay.findUnique({
    where: { id },
    select: { ...parlaySelect, user: { select: { id: true, username: true, private: true } } },
  });
  if (!row?.user.username) throw new AppError("NOT_FOUND", { message: "This parlay does not exist" });
  assertVisible(row.user, viewerId, "parlay");
  const [parlay] = await shieldParlays([toParlayView(row)], viewerId);
  const result = parlay.hidden ? ["hidden", parlay.legsCount] : [parlay.outcome, parlay.points, parlay.picks.map((leg) => [leg.state, leg.outcome, leg.fixture.status])];
  return {
    parlay,
    picker: { username: row.user.username },
    version: shareVersion(parlay.state, ...result, row.user.username),
  };
}

// A picker's most recent pick (or null): the "last pick" of the profile's statistics.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { PickView } from "@/lib/contracts/picks";
import { pickSelect, toPickView } from "@/lib/server/picks/pick-view";

export async function getLastPick(userId: string): Promise<PickView | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw new AppError("NOT_FOUND", { message: "This picker does not exist" });
  const row = await db.pick.findFirst({
    where: { userId, kind: "NORMAL" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: pickSelect,
  });
  return row ? toPickView(row) : null;
}

// Mark one of the caller's notifications read; someone else's is "not found", never a hint that it exists.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { countUnreadNotifications } from "./count-unread";
import { PICK_RESULT_ID_BASE } from "@/lib/contracts/social";

export async function markNotificationRead(caller: Caller, id: number): Promise<{ id: number; read: true; unread: number }> {
  requireVerified(caller);
  const updated =
    id > PICK_RESULT_ID_BASE
      ? await db.pick.updateMany({ where: { id: id - PICK_RESULT_ID_BASE, userId: caller.id, kind: "NORMAL", state: "FINAL" }, data: { resultRead: true } })
      : await db.notification.updateMany({ where: { id, userId: caller.id }, data: { read: true } });
  if (updated.count === 0) throw new AppError("NOT_FOUND", { message: "This notification does not exist" });
  return { id, read: true, unread: await countUnreadNotifications(caller.id) };
}

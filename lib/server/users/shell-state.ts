// What the header needs about the caller: name, verified flag, picture, the address to verify, and the unread count (verified only).
import "server-only";
import type { ShellState, ShellUser } from "@/lib/contracts/users";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { countUnreadNotifications } from "@/lib/server/notifications/count-unread";

export async function loadShellState(caller: Caller | null): Promise<ShellState> {
  if (!caller) return { user: null, unreadCount: 0 };
  // The picture's URL carries its content hash, so the header's copy is cached for good and changes with it.
  const row = await db.user.findUnique({ where: { id: caller.id }, select: { image: true, email: true } });
  // The address goes back to its own user only while unverified, so the prompt can resend the link to it.
  const pendingEmail = caller.verified ? null : (row?.email ?? null);
  const user: ShellUser = { username: caller.username, verified: caller.verified, picture: row?.image ?? null, pendingEmail };
  // Only verified users see the bell, so only they cost a count query.
  const unreadCount = caller.verified ? await countUnreadNotifications(caller.id) : 0;
  return { user, unreadCount };
}

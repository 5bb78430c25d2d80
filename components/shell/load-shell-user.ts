// The signed-in user and unread count the header needs, loaded on the server; a database failure degrades to the visitor header.
import "server-only";
import { unstable_rethrow } from "next/navigation";
import { db } from "@/lib/db";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { countUnreadNotifications } from "@/lib/server/notifications/count-unread";
import { newRequestId, reportError } from "@/lib/observability/report-error";
import type { ShellUser } from "./nav-items";

export type ShellState = { user: ShellUser | null; unreadCount: number };

export async function loadShellUser(): Promise<ShellState> {
  try {
    const current = await getCurrentUser();
    if (!current) return { user: null, unreadCount: 0 };
    // The picture's URL carries its content hash, so the header's copy is cached for good and changes with it.
    const picture = await db.user.findUnique({ where: { id: current.id }, select: { image: true } });
    const user: ShellUser = { username: current.username, verified: current.verified, avatarUrl: picture?.image ?? null };
    // Only verified users see the bell (spec §4), so only they cost a count query.
    const unreadCount = current.verified ? await countUnreadNotifications(current.id) : 0;
    return { user, unreadCount };
  } catch (error) {
    // Next.js signals dynamic rendering (cookies() during a build) by throwing: that must reach Next, not the log.
    unstable_rethrow(error);
    // Static pages (rules, privacy) must still render when the database is down: show the visitor header.
    reportError(error, { requestId: newRequestId(), where: "root layout: current user" });
    return { user: null, unreadCount: 0 };
  }
}

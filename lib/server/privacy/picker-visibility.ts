// Who may see a picker's profile, picks, parlays and statistics: everyone, unless the picker made them private (then
// only the picker). Boards keep a private picker's rank and name; nothing else of theirs reaches anyone else.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";

export type Owner = { id: string; private: boolean };

export function isVisibleTo(owner: Owner, viewerId: string | null | undefined): boolean {
  return !owner.private || owner.id === viewerId;
}

/** Not-found rather than forbidden: a private picker's pages do not even admit they exist. */
export function assertVisible(owner: Owner, viewerId: string | null | undefined, what: string): void {
  if (!isVisibleTo(owner, viewerId)) throw new AppError("NOT_FOUND", { message: `This ${what} does not exist` });
}

/** The picker behind a per-picker list (picks, parlays, statistics), refused like a missing one when private to the viewer. */
export async function assertPickerVisible(userId: string, viewerId: string | null | undefined): Promise<void> {
  const owner = await db.user.findUnique({ where: { id: userId }, select: { id: true, private: true } });
  if (!owner) throw new AppError("NOT_FOUND", { message: "This picker does not exist" });
  assertVisible(owner, viewerId, "picker");
}

/** The pickers whose picks a list may show the viewer: the public ones, and the viewer themselves. */
export function visiblePickers(viewerId: string | null | undefined): Prisma.UserWhereInput {
  return viewerId ? { OR: [{ private: false }, { id: viewerId }] } : { private: false };
}

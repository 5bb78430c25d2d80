// Who may see a picker's shared pages: everyone, unless the picker made them private (then only the picker).
import "server-only";
import { AppError } from "@/lib/errors/app-error";

export type Owner = { id: string; private: boolean };

export function isVisibleTo(owner: Owner, viewerId: string | null | undefined): boolean {
  return !owner.private || owner.id === viewerId;
}

/** Not-found rather than forbidden: a private picker's pages do not even admit they exist. */
export function assertVisible(owner: Owner, viewerId: string | null | undefined, what: string): void {
  if (!isVisibleTo(owner, viewerId)) throw new AppError("NOT_FOUND", { message: `This ${what} does not exist` });
}

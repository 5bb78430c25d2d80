// The admin gate: only the ADMIN role passes; everyone else is told the area does not exist.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";

export type Admin = Caller & { role: "ADMIN" };

/** The one rule: a verified account with the ADMIN role. */
export function isAdmin(user: Pick<Caller, "role" | "verified"> | null): boolean {
  return user !== null && user.role === "ADMIN" && user.verified;
}

/** NOT_FOUND rather than FORBIDDEN: the admin area is not advertised to anyone else (the pages call notFound()). */
export function requireAdmin(caller: Caller | null): Admin {
  if (!caller) throw new AppError("UNAUTHORIZED");
  if (!isAdmin(caller)) throw new AppError("NOT_FOUND");
  return caller as Admin;
}

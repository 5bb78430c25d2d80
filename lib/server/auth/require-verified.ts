// The verified-picker gate of social actions, notifications and avatars.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";

export function requireVerified(caller: Caller): void {
  if (!caller.verified) throw new AppError("FORBIDDEN", { message: "Verify your e-mail address to do this" });
}

// Social actions (follow, unfollow, notifications) are for verified pickers only.
import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Caller } from "@/lib/server/auth/caller";

export function requireVerified(caller: Caller): void {
  if (!caller.verified) throw new AppError("FORBIDDEN", { message: "Verify your e-mail address to do this" });
}

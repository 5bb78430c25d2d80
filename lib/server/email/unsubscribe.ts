// Turns one opt-in e-mail off from a signed link, without a session; a forged or altered link is refused.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { isValidUnsubscribe, type UnsubscribeTarget } from "./unsubscribe-link";

const FLAGS = { reminder: { emailReminder: false } } as const;

export async function unsubscribe(target: UnsubscribeTarget, signature: string): Promise<{ unsubscribed: UnsubscribeTarget["kind"] }> {
  if (!isValidUnsubscribe(target, signature)) throw new AppError("FORBIDDEN", { message: "This unsubscribe link is not valid" });
  // updateMany: a deleted picker's link is simply done, never an error page.
  await db.user.updateMany({ where: { id: target.userId }, data: FLAGS[target.kind] });
  return { unsubscribed: target.kind };
}

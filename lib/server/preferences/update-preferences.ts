// Changes the caller's own preferences and answers all of them as they now stand.
import "server-only";
import type { Preferences, PreferencesChange } from "@/lib/contracts/preferences";
import { db } from "@/lib/db";
import { preferencesSelect } from "./get-preferences";

export async function updatePreferences(userId: string, change: PreferencesChange): Promise<Preferences> {
  return db.user.update({ where: { id: userId }, data: change, select: preferencesSelect });
}

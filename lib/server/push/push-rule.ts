// A stored PushPreference row as the rule reads it. Shared by the settings call and the job, so what the settings show
// is what decides a send. No "server-only" import: the job also runs from `npm run sync`, outside Next.js.
import type { PushPreference } from "@/lib/generated/prisma/client";
import { DEFAULT_PUSH_PREFERENCES, type PushPreferenceRule } from "@/lib/domain/push-preferences";

type Row = Pick<PushPreference, "reminder" | "settled" | "weekWon" | "announcement" | "survivor" | "quietStart" | "quietEnd" | "timeZone">;

/** No row is the defaults: every type on, no quiet hours. */
export function pushRuleOf(row: Row | null): PushPreferenceRule {
  if (!row) return DEFAULT_PUSH_PREFERENCES;
  const { reminder, settled, weekWon, announcement, survivor, quietStart, quietEnd, timeZone } = row;
  const quietHours = quietStart !== null && quietEnd !== null && timeZone ? { start: quietStart, end: quietEnd, timeZone } : null;
  return { reminder, settled, weekWon, announcement, survivor, quietHours };
}

// A picker's push switches and quiet hours: read (the defaults until they change something) and changed. The job reads
// the same rows through `pushRuleOf`, so what the settings show is what decides a send.
import "server-only";
import type { PushPreferences, PushPreferencesChange } from "@/lib/contracts/push";
import { db } from "@/lib/db";
import { clockOfMinutes, minutesOfClock, type PushPreferenceRule } from "@/lib/domain/push-preferences";
import { pushRuleOf } from "./push-rule";

function answer(rule: PushPreferenceRule): PushPreferences {
  const { quietHours, ...switches } = rule;
  return { ...switches, quietHours: quietHours && { start: clockOfMinutes(quietHours.start), end: clockOfMinutes(quietHours.end), timeZone: quietHours.timeZone } };
}

export async function getPushPreferences(userId: string): Promise<PushPreferences> {
  return answer(pushRuleOf(await db.pushPreference.findUnique({ where: { userId } })));
}

/** Changes only what was sent; `quietHours: null` turns them off. Answers every preference as it now stands. */
export async function updatePushPreferences(userId: string, change: PushPreferencesChange): Promise<PushPreferences> {
  const { quietHours, ...switches } = change;
  const quiet =
    quietHours === undefined
      ? {}
      : quietHours === null
        ? { quietStart: null, quietEnd: null, timeZone: null }
        : { quietStart: minutesOfClock(quietHours.start), quietEnd: minutesOfClock(quietHours.end), timeZone: quietHours.timeZone };
  const data = { ...switches, ...quiet };
  return answer(pushRuleOf(await db.pushPreference.upsert({ where: { userId }, create: { userId, ...data }, update: data })));
}

// Which pushes a picker wants: a switch per type and quiet hours in their own time zone. Pure, so the job, the API and
// the tests read the same rule.

export const PUSH_TYPES = ["reminder", "settled", "weekWon", "announcement", "survivor"] as const;
export type PushType = (typeof PUSH_TYPES)[number];

/** Local times as minutes after midnight; `end` before `start` means the window runs past midnight. */
export type QuietHours = { start: number; end: number; timeZone: string };

export type PushSwitches = Record<PushType, boolean>;
export type PushPreferenceRule = PushSwitches & { quietHours: QuietHours | null };

/** A picker who never changed anything gets every type and no quiet hours. */
export const DEFAULT_PUSH_PREFERENCES: PushPreferenceRule = {
  reminder: true,
  settled: true,
  weekWon: true,
  announcement: true,
  survivor: true,
  quietHours: null,
};

const MINUTES_A_DAY = 24 * 60;

/** "22:30" as 1350, or null for anything but a 24-hour HH:MM. */
export function minutesOfClock(clock: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 1350 as "22:30". */
export function clockOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The wall-clock minutes after midnight at `now` in `timeZone`. */
export function localMinutes(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (part("hour") * 60 + part("minute")) % MINUTES_A_DAY;
}

/** Whether `now` falls inside the quiet hours: from `start` included to `end` excluded, across midnight when needed. */
export function insideQuietHours(quiet: QuietHours | null, now: Date): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  const minutes = localMinutes(now, quiet.timeZone);
  return quiet.start < quiet.end ? minutes >= quiet.start && minutes < quiet.end : minutes >= quiet.start || minutes < quiet.end;
}

/** Why a push of this type is not sent now, or null when it may go. */
export function pushHeldBack(preferences: PushPreferenceRule, type: PushType, now: Date): "off" | "quiet" | null {
  if (!preferences[type]) return "off";
  return insideQuietHours(preferences.quietHours, now) ? "quiet" : null;
}

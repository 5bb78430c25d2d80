// A week selector's weeks as options, the week being played marked as this week.
type Week = { start: string; label: string };

export function WeekOptions({ weeks, current }: { weeks: readonly Week[]; current: string }) {
  return weeks.map((week) => (
    <option key={week.start} value={week.start}>
      {week.start === current ? `${week.label} (this week)` : week.label}
    </option>
  ));
}

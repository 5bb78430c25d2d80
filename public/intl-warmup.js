// Run as a worker while a page loads (components/shell/WarmDateFormatting.tsx). The browser's first date formatter
// loads its locale and time-zone data (20-90 ms on a laptop, four times that on a phone) and keeps them for the whole
// tab: built here, off the main thread, the page's own game times then format in well under a millisecond there
// instead of one long task. Its options are the game times' (lib/domain/format.ts).
new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
  timeZoneName: "short",
}).formatToParts(0);
Intl.DateTimeFormat().resolvedOptions();
close();

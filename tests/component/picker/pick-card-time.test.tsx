// A pick's game time reads in the viewer's own zone, like the fixture board, not in the server's APP_TIMEZONE.
import { render, screen } from "@testing-library/react";
import { PickCard } from "@/components/picker/PickCard";
import { formatGameTime } from "@/lib/domain/format";
import type { PickView } from "@/lib/server/pickers/pick-view";

const STARTS_AT = "2030-01-06T18:00:00.000Z";
const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
// A server zone that is surely not the viewer's, so the two renderings differ.
const serverZone = viewerZone === "Pacific/Kiritimati" ? "Pacific/Pago_Pago" : "Pacific/Kiritimati";

const team = (name: string) => ({ id: name.length, name, abbreviation: name.slice(0, 3).toUpperCase(), color: "#123456" });
const pick = {
  id: 1,
  side: "HOME",
  kind: "NORMAL",
  state: "PENDING",
  outcome: null,
  points: 0,
  league: "nhl",
  fixture: { id: 1, startsAt: STARTS_AT, teams: { home: team("Boston Bruins"), away: team("Buffalo Sabres") } },
} as unknown as PickView;

test("the pick card shows the start in the viewer's zone once in the browser", () => {
  expect(formatGameTime(STARTS_AT, serverZone)).not.toBe(formatGameTime(STARTS_AT, viewerZone));
  render(<PickCard pick={pick} as="div" timeZone={serverZone} />);
  const time = screen.getByText(formatGameTime(STARTS_AT, viewerZone));
  expect(time.tagName).toBe("TIME");
  expect(time).toHaveAttribute("dateTime", STARTS_AT);
});

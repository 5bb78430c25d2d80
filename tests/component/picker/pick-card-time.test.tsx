// A pick's game time reads in the viewer's own zone with its label, like the fixture board, not in the server's APP_TIMEZONE.
import { render, screen } from "@testing-library/react";
import { PickCard } from "@/components/picker/PickCard";
import { ShellConfigProvider } from "@/components/shell/ShellConfig";
import type { PickView } from "@/lib/contracts/picks";
import { viewInTimeZone } from "../../support/viewer-zone";

const STARTS_AT = "2030-01-06T18:00:00.000Z";

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

afterEach(() => jest.restoreAllMocks());

test("the pick card shows the start in the viewer's zone, labelled, once in the browser", () => {
  viewInTimeZone("Asia/Tokyo");
  render(
    <ShellConfigProvider value={{ supportEmail: "help@example.test", timeZone: "America/New_York" }}>
      <PickCard pick={pick} as="div" />
    </ShellConfigProvider>,
  );
  const time = screen.getByText("Mon, 1/7, 3:00 AM GMT+9").closest("time");
  expect(time).toHaveAttribute("dateTime", STARTS_AT);
});

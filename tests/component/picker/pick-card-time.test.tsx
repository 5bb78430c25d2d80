// A pick's game time reads in the viewer's own zone with its label, like the fixture board, not in the server's APP_TIMEZONE.
import { render, screen } from "@testing-library/react";
import { PickCard } from "@/components/picker/PickCard";
import { ShellConfigProvider } from "@/components/shell/ShellConfig";
import { pickView, STARTS_AT } from "../../support/pick-view-factory";
import { viewInTimeZone } from "../../support/viewer-zone";

const pick = pickView();

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

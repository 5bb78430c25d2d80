// The admin audit table scrolls sideways inside a region of its own on a narrow screen: a keyboard user reaches it with
// Tab (then scrolls it with the arrow keys), and a screen reader hears what it holds.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuditList } from "@/components/admin/AuditList";

const LONG_NAME = "an-administrator-with-a-very-long-name-and-no-space-in-it";

test("the table's scroll box is a labelled region that Tab reaches", async () => {
  render(<AuditList entries={[{ id: 1, action: "RESULT_CORRECTED", actorName: LONG_NAME, fixtureId: 42, details: null, createdAt: "2026-11-26T12:00:00.000Z" }]} />);
  const region = screen.getByRole("region", { name: "Table of recent admin changes" });
  expect(within(region).getByRole("table", { name: "Recent admin changes" })).toHaveTextContent(LONG_NAME);
  await userEvent.tab();
  expect(region).toHaveFocus();
});

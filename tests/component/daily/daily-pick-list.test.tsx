// The daily picks list: the product's empty text, and one titled link per pick to its detail page.
import { render, screen } from "@testing-library/react";
import { DailyPickList } from "@/components/daily/DailyPickList";
import { dailyPick } from "../../support/daily-pick-factory";
import { viewInTimeZone } from "../../support/viewer-zone";

afterEach(() => jest.restoreAllMocks());

test("an empty league says so in the product's words", () => {
  render(<DailyPickList picks={[]} />);
  expect(screen.getByText("No reports for this league")).toBeInTheDocument();
  expect(screen.queryByRole("link")).toBeNull();
});

test("each pick links to its page under its title, with the game time and an excerpt without markdown", () => {
  viewInTimeZone("America/Los_Angeles");
  const final = dailyPick({ id: 8, status: "FINAL", score: { home: 27, away: 20 }, report: "Plain *report*" });
  render(<DailyPickList picks={[dailyPick(), final]} />);
  const links = screen.getAllByRole("link");
  expect(links.map((a) => a.getAttribute("href"))).toEqual(["/picks/daily/football/nfl/7", "/picks/daily/football/nfl/8"]);
  expect(links[0]).toHaveTextContent("Free daily NFL pick: Kansas City Chiefs-Buffalo Bills");
  expect(screen.getAllByText("Mon, 11/23, 10:00 AM PST")).toHaveLength(2);
  expect(screen.getByText("Final: BUF 20, KC 27")).toBeInTheDocument();
  expect(screen.getByText("The line is tight.")).toBeInTheDocument();
  expect(screen.getByText("Plain report")).toBeInTheDocument();
});

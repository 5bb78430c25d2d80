// The leaderboard list: ranks, profile links and 'pts.', 25 skeleton rows, the caller's row pinned when off the page.
import { render, screen, within } from "@testing-library/react";
import { LeaderboardSkeleton } from "@/components/leaderboard/LeaderboardSkeleton";
import { LeaderboardView } from "@/components/leaderboard/LeaderboardView";
import { PeriodTabs } from "@/components/leaderboard/PeriodTabs";
import type { Leaderboard, LeaderboardRow } from "@/lib/contracts/leaderboard";
import { FreshSwr } from "../../support/fresh-swr";

const row = (rank: number, name: string, score: string, over: Partial<LeaderboardRow> = {}): LeaderboardRow => ({
  rank, userId: `id-${name}`, username: name, score, hotStreak: false, picture: null, private: false, ...over,
});

const page = (over: Partial<Leaderboard> = {}): Leaderboard => ({
  period: "THIS_WEEK",
  scope: "all",
  items: [row(1, "ace", "12.5000"), row(2, "bo", "7.2500"), row(2, "cy", "7.2500", { picture: "/api/picker/id-cy/avatar?v=1" })],
  nextCursor: null, me: null, ...over,
});

const renderView = (firstPage: Leaderboard) => render(<FreshSwr><LeaderboardView period="THIS_WEEK" firstPage={firstPage} /></FreshSwr>);

describe("LeaderboardView", () => {
  test("shows rank, picture or placeholder, a profile link and the score in points", () => {
    renderView(page());
    const rows = within(screen.getByRole("list", { name: "Leaderboard" })).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual(["1ace12.50 pts.", "2bo7.25 pts.", "2cy7.25 pts."]);
    expect(screen.getByRole("link", { name: "ace" })).toHaveAttribute("href", "/picker/ace");
    expect(rows[2].querySelector("img")).toHaveAttribute("src", "/api/picker/id-cy/avatar?v=1");
    expect(rows[0].querySelector("[data-placeholder]")).not.toBeNull();
  });

  test("pins the caller's row below the list when it is not on the page", () => {
    renderView(page({ me: { ...row(40, "me", "1.1000"), rank: 40 } }));
    const pinned = screen.getByRole("list", { name: "Your rank" });
    expect(pinned).toHaveTextContent("40me (you)1.10 pts.");
  });

  test("does not pin the caller when they are on the page, or have no rank", () => {
    const { unmount } = renderView(page({ me: row(2, "bo", "7.2500") }));
    expect(screen.queryByRole("list", { name: "Your rank" })).toBeNull();
    expect(screen.getByText("(you)", { exact: false })).toBeInTheDocument();
    unmount();
    renderView(page({ me: { ...row(0, "me", "0.0000"), rank: null } }));
    expect(screen.queryByRole("list", { name: "Your rank" })).toBeNull();
  });

  test("offers more rows when there is a next page, and says so when nobody scored", () => {
    const { unmount } = renderView(page({ nextCursor: "abc" }));
    expect(screen.getByRole("button", { name: "Show more" })).toBeEnabled();
    unmount();
    renderView(page({ items: [] }));
    expect(screen.getByText(/No points scored in this period yet/)).toBeInTheDocument();
  });
});

test("the skeleton has 25 rows", () => {
  render(<LeaderboardSkeleton />);
  expect(screen.getAllByTestId("leaderboard-skeleton")).toHaveLength(25);
});

test("the period tabs link to each period and mark the current one", () => {
  render(<PeriodTabs current="ALL" />);
  const tabs = screen.getAllByRole("link");
  expect(tabs.map((t) => [t.textContent, t.getAttribute("aria-current"), t.getAttribute("href")])).toEqual([
    ["Today", null, "/leaderboard?period=TODAY"],
    ["This week", null, "/leaderboard?period=THIS_WEEK"],
    ["This month", null, "/leaderboard?period=THIS_MONTH"],
    ["All", "page", "/leaderboard?period=ALL"],
  ]);
});

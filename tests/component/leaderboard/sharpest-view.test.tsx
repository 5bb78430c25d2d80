// The Sharpest board's list: signed average CLV, beat-the-close rate and sample per row, private pickers unlinked,
// the caller pinned when off the page, or told how many more picks they need.
import { render, screen, within } from "@testing-library/react";
import { SharpestView } from "@/components/leaderboard/SharpestView";
import type { SharpestBoard, SharpestRow } from "@/lib/contracts/leaderboard";
import { FreshSwr } from "../../support/fresh-swr";

const row = (rank: number, name: string, averageClv: number, over: Partial<SharpestRow> = {}): SharpestRow => ({
  rank, userId: `id-${name}`, username: name, hotStreak: false, picture: null, private: false,
  averageClv, beatCloseRate: 61.9, settledPicks: 21, ...over,
});

const page = (over: Partial<SharpestBoard> = {}): SharpestBoard => ({
  sort: "clv",
  period: "THIS_WEEK",
  minimumPicks: 20,
  items: [row(1, "ace", 4.76), row(1, "bo", 4.76, { private: true }), row(3, "cy", -3.97, { beatCloseRate: 0, settledPicks: 40 })],
  nextCursor: null, me: null, ...over,
});

const renderView = (firstPage: SharpestBoard) => render(<FreshSwr><SharpestView period={firstPage.period} firstPage={firstPage} /></FreshSwr>);

describe("SharpestView", () => {
  test("each row shows the signed average CLV, the beat-the-close rate and the picks counted; a private picker has no link", () => {
    renderView(page());
    const rows = within(screen.getByRole("list", { name: "Sharpest pickers" })).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual([
      "1acebeat the close 62% · 21 picks+4.76% CLV",
      "1bobeat the close 62% · 21 picks+4.76% CLV",
      "3cybeat the close 0% · 40 picks−3.97% CLV",
    ]);
    expect(screen.getByRole("link", { name: "ace" })).toHaveAttribute("href", "/picker/ace");
    expect(screen.queryByRole("link", { name: "bo" })).toBeNull();
  });

  test("pins the caller's ranked row when it is off the page", () => {
    renderView(page({ me: { ...row(57, "me", 0.5), rank: 57 } }));
    expect(screen.getByRole("list", { name: "Your rank" })).toHaveTextContent("57me (you)beat the close 62% · 21 picks+0.50% CLV");
  });

  test("below the minimum the caller is told how many more settled picks they need, even on an empty board", () => {
    const unranked = { ...row(0, "me", 0), rank: null, averageClv: null, beatCloseRate: null, settledPicks: 13 };
    const { unmount } = renderView(page({ me: unranked }));
    expect(screen.getByText("You have 13 settled picks with a closing line in this period: 7 more and you are ranked here.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Your rank" })).toBeNull();
    unmount();
    renderView(page({ items: [], me: unranked }));
    expect(screen.getByText("No picker has 20 settled picks with a closing line in this period yet.")).toBeInTheDocument();
    expect(screen.getByText(/7 more and you are ranked here/)).toBeInTheDocument();
  });

  test("an empty short period points to the all-time board; the all-time board does not point to itself", () => {
    const { unmount } = renderView(page({ items: [] }));
    expect(screen.getByRole("link", { name: "See the all-time Sharpest board" })).toHaveAttribute("href", "/leaderboard?period=ALL&sort=clv");
    unmount();
    renderView(page({ items: [], period: "ALL" }));
    expect(screen.getByText("No picker has 20 settled picks with a closing line in this period yet.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "See the all-time Sharpest board" })).toBeNull();
  });
});

// Tabs: every tab bar is a labelled nav of links, the current view marked with aria-current (never an ARIA tablist).
import { render, screen, within } from "@testing-library/react";
import { Tabs } from "@/components/ui/Tabs";

test("links in a labelled nav, only the current one marked", () => {
  render(<Tabs label="Leagues" items={[{ href: "/football/nfl", label: "NFL", active: false }, { href: "/hockey/nhl", label: "NHL", active: true }]} />);
  const nav = screen.getByRole("navigation", { name: "Leagues" });
  expect(within(nav).getByRole("link", { name: "NHL" })).toHaveAttribute("aria-current", "page");
  expect(within(nav).getByRole("link", { name: "NFL" })).not.toHaveAttribute("aria-current");
  expect(within(nav).getByRole("link", { name: "NFL" })).toHaveAttribute("href", "/football/nfl");
  expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
});

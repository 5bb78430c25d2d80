// Lists of pickers (follows, search, hot pickers) link a name to the profile, except a private picker's for others.
import { render, screen } from "@testing-library/react";
import { PickerListItem } from "@/components/social/PickerListItem";
import { PickerName } from "@/components/social/PickerName";
import type { PickerSummary } from "@/lib/contracts/social";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }), usePathname: () => "/" }));

const picker = (overrides: Partial<PickerSummary>): PickerSummary => ({
  id: "u1",
  username: "ann",
  picture: null,
  score: "3",
  hotStreak: false,
  private: false,
  followersCount: 2,
  followedByCaller: false,
  ...overrides,
});

test("a public picker's name links to the profile", () => {
  render(<ul><PickerListItem picker={picker({})} callerId="u2" /></ul>);
  expect(screen.getByRole("link", { name: "ann" })).toHaveAttribute("href", "/picker/ann");
});

test("a private picker stays listed, without the link, for everyone else", () => {
  render(<ul><PickerListItem picker={picker({ private: true })} callerId="u2" /></ul>);
  expect(screen.getByText("ann")).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "ann" })).toBeNull();
});

test("a private picker still reaches their own profile", () => {
  render(<PickerName picker={picker({ private: true })} callerId="u1" />);
  expect(screen.getByRole("link", { name: "ann" })).toHaveAttribute("href", "/picker/ann");
});

// The header for visitors, signed-in unverified users and verified users, and its notification badge.
import { render, screen, within } from "@testing-library/react";
import { Header } from "@/components/shell/Header";
import type { ShellUser } from "@/components/shell/nav-items";

jest.mock("next/navigation", () => ({ usePathname: () => "/rules", useRouter: () => ({ push: jest.fn(), back: jest.fn() }) }));

const verified: ShellUser = { username: "sharp_shooter", verified: true, avatarUrl: null };
const unverified: ShellUser = { username: null, verified: false, avatarUrl: null };

function mainNav() {
  return within(screen.getByRole("navigation", { name: "Main" }));
}

describe("Header", () => {
  it("shows visitors Daily free picks, Leaderboard, Rules, Signup and Login", () => {
    render(<Header user={null} unreadCount={0} />);
    expect(mainNav().getByRole("link", { name: "Daily free picks" })).toHaveAttribute("href", "/picks/daily?sport=football&league=nfl");
    expect(mainNav().getByRole("link", { name: "Leaderboard" })).toHaveAttribute("href", "/leaderboard");
    expect(mainNav().getByRole("link", { name: "Rules" })).toHaveAttribute("href", "/rules");
    expect(screen.getByRole("link", { name: "Signup" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("link", { name: "Logout" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Menu" })).toBeInTheDocument();
  });

  it("marks the current section", () => {
    render(<Header user={null} unreadCount={0} />);
    expect(mainNav().getByRole("link", { name: "Rules" })).toHaveAttribute("aria-current", "page");
    expect(mainNav().getByRole("link", { name: "Leaderboard" })).not.toHaveAttribute("aria-current");
  });

  it("gives signed-in but unverified users the visitor header (no bell, no profile, no Logout)", () => {
    render(<Header user={unverified} unreadCount={3} />);
    expect(screen.getByRole("link", { name: "Signup" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Logout" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it("shows verified users Logout, the bell and their avatar and username linking to the profile", () => {
    render(<Header user={verified} unreadCount={0} />);
    expect(mainNav().getAllByRole("link").map((link) => link.textContent)).toEqual(["Daily free picks", "Leaderboard", "Rules"]);
    expect(screen.getByRole("link", { name: "Logout" })).toHaveAttribute("href", "/logout");
    expect(screen.getByRole("link", { name: "Notifications" })).toHaveAttribute("href", "/notifications");
    const profile = screen.getByRole("link", { name: "sharp_shooter" });
    expect(profile).toHaveAttribute("href", "/picker/sharp_shooter");
    expect(profile.querySelector("[data-placeholder]")).not.toBeNull();
    expect(screen.queryByRole("link", { name: "Signup" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it.each([
    [0, null, "Notifications"],
    [7, "7", "Notifications, 7 unread"],
    [99, "99", "Notifications, 99 unread"],
    [100, "+", "Notifications, more than 99 unread"],
  ])("shows %i unread notifications as badge %p", (count, badge, label) => {
    render(<Header user={verified} unreadCount={count} />);
    expect(screen.getByRole("link", { name: label })).toBeInTheDocument();
    const element = screen.queryByTestId("notification-badge");
    if (badge === null) expect(element).not.toBeInTheDocument();
    else expect(element?.textContent).toBe(badge);
  });
});

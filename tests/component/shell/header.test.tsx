// The header for visitors, signed-in unverified users and verified users (fed by GET /api/user/shell), its placeholder and its badge.
import { screen, within } from "@testing-library/react";
import { Header } from "@/components/shell/Header";
import type { ShellUser } from "@/lib/contracts/users";
import { renderWithShell } from "../../support/shell-state";

jest.mock("next/navigation", () => ({ usePathname: () => "/rules", useRouter: () => ({ push: jest.fn(), back: jest.fn() }) }));

const verified: ShellUser = { username: "sharp_shooter", verified: true, picture: null, pendingEmail: null };
const unverified: ShellUser = { username: null, verified: false, picture: null, pendingEmail: "new@example.test" };
const visitor = { user: null, unreadCount: 0 };

function mainNav() {
  return within(screen.getByRole("navigation", { name: "Main" }));
}

describe("Header", () => {
  it("shows visitors Daily free picks, Leaderboard, Pools, Rules, Signup and Login", async () => {
    const { fetchMock } = renderWithShell(<Header />, visitor);
    expect(await screen.findByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(fetchMock).toHaveBeenCalledWith("/api/user/shell", expect.anything());
    expect(mainNav().getByRole("link", { name: "Daily free picks" })).toHaveAttribute("href", "/picks/daily?sport=football&league=nfl");
    expect(mainNav().getByRole("link", { name: "Leaderboard" })).toHaveAttribute("href", "/leaderboard");
    expect(mainNav().getByRole("link", { name: "Rules" })).toHaveAttribute("href", "/rules");
    expect(screen.getByRole("link", { name: "Signup" })).toHaveAttribute("href", "/signup");
    expect(screen.queryByRole("link", { name: "Logout" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Menu" })).toBeInTheDocument();
  });

  it("marks the current section", async () => {
    renderWithShell(<Header />, visitor);
    await screen.findByRole("link", { name: "Login" });
    expect(mainNav().getByRole("link", { name: "Rules" })).toHaveAttribute("aria-current", "page");
    expect(mainNav().getByRole("link", { name: "Leaderboard" })).not.toHaveAttribute("aria-current");
  });

  it("shows the navigation and an empty, space-holding account area until the user is known", () => {
    renderWithShell(<Header />, "pending");
    expect(mainNav().getAllByRole("link").map((link) => link.textContent)).toEqual(["Daily free picks", "Leaderboard", "Pools", "Rules"]);
    const pending = screen.getByTestId("header-account-pending");
    expect(pending).toBeEmptyDOMElement();
    expect(pending).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it("falls back to the visitor header when the user cannot be loaded", async () => {
    renderWithShell(<Header />, "error");
    expect(await screen.findByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(screen.queryByTestId("header-account-pending")).not.toBeInTheDocument();
  });

  it("gives signed-in but unverified users the verify prompt and Sign out, not Signup/Login nor the bell or profile", async () => {
    renderWithShell(<Header />, { user: unverified, unreadCount: 3 });
    expect(await screen.findByRole("link", { name: "Verify e-mail" })).toHaveAttribute("href", "/#verify-email");
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Signup" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Logout" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it("shows verified users Logout, the bell and their avatar and username linking to the profile", async () => {
    renderWithShell(<Header />, { user: verified, unreadCount: 0 });
    expect(await screen.findByRole("link", { name: "Logout" })).toHaveAttribute("href", "/logout");
    expect(mainNav().getAllByRole("link").map((link) => link.textContent)).toEqual(["Daily free picks", "Leaderboard", "Pools", "Rules"]);
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
  ])("shows %i unread notifications as badge %p", async (count, badge, label) => {
    renderWithShell(<Header />, { user: verified, unreadCount: count });
    expect(await screen.findByRole("link", { name: label })).toBeInTheDocument();
    const element = screen.queryByTestId("notification-badge");
    if (badge === null) expect(element).not.toBeInTheDocument();
    else expect(element?.textContent).toBe(badge);
  });

  it("follows GET /api/notifications/count, whose payload is the bare unread number", async () => {
    const { fetchMock } = renderWithShell(<Header />, { user: verified, unreadCount: 2 }, { unreadNow: 5 });
    expect(await screen.findByRole("link", { name: "Notifications, 5 unread" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/notifications/count", expect.anything());
  });
});

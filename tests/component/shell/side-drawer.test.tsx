// The small-screen side menu: opening, its links, closing by icon, Escape, link click and route change, and the focus trap.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MobileMenu } from "@/components/shell/MobileMenu";
import { renderWithShell } from "../../support/shell-state";

let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname, useRouter: () => ({ push: jest.fn() }) }));

const VISITOR = { user: null, unreadCount: 0 };

beforeEach(() => {
  mockPathname = "/";
});

async function openMenu(user = userEvent.setup()) {
  await user.click(screen.getByRole("button", { name: "Menu" }));
  return within(screen.getByRole("dialog", { name: "Menu" }));
}

describe("side drawer", () => {
  it("opens from the menu button with the main links, Signup, Login and the Seneca tagline", async () => {
    renderWithShell(<MobileMenu />, VISITOR);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const drawer = await openMenu();
    expect(drawer.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Free daily picks",
      "Leaderboard",
      "Pools",
      "Rules",
      "Signup",
      "Login",
    ]);
    expect(drawer.getByRole("link", { name: "Free daily picks" })).toHaveAttribute("href", "/picks/daily?sport=football&league=nfl");
    expect(drawer.getByText(/Luck is what happens when preparation meets opportunity/)).toBeInTheDocument();
    expect(drawer.getByText(/Seneca/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
  });

  it("offers Sign out instead of Signup and Login to verified users", async () => {
    renderWithShell(<MobileMenu />, { user: { username: "ace", verified: true, picture: null, pendingEmail: null }, unreadCount: 0 });
    const drawer = await openMenu();
    // The drawer's links follow the header's user (GET /api/user/shell) once it is known.
    expect(await drawer.findByRole("link", { name: "Sign out" })).toHaveAttribute("href", "/logout");
    expect(drawer.queryByRole("link", { name: "Signup" })).not.toBeInTheDocument();
    expect(drawer.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("offers a signed-in but unverified user to verify their e-mail and to sign out", async () => {
    renderWithShell(<MobileMenu />, { user: { username: null, verified: false, picture: null, pendingEmail: "new@example.test" }, unreadCount: 0 });
    const drawer = await openMenu();
    expect(await drawer.findByRole("link", { name: "Verify your e-mail" })).toHaveAttribute("href", "/#verify-email");
    expect(drawer.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(drawer.queryByRole("link", { name: "Signup" })).not.toBeInTheDocument();
    expect(drawer.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("closes on its close icon and gives focus back to the menu button", async () => {
    const user = userEvent.setup();
    renderWithShell(<MobileMenu />, VISITOR);
    const drawer = await openMenu(user);
    await user.click(drawer.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Menu" })).toHaveFocus();
  });

  it("closes on Escape", async () => {
    const user = userEvent.setup();
    renderWithShell(<MobileMenu />, VISITOR);
    await openMenu(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Menu" })).toHaveFocus();
  });

  it("closes when one of its links is followed", async () => {
    const user = userEvent.setup();
    renderWithShell(<MobileMenu />, VISITOR);
    const drawer = await openMenu(user);
    const rules = drawer.getByRole("link", { name: "Rules" });
    rules.addEventListener("click", (event) => event.preventDefault());
    await user.click(rules);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes when the route changes", async () => {
    const { rerender } = renderWithShell(<MobileMenu />, VISITOR);
    await openMenu();
    mockPathname = "/leaderboard";
    act(() => rerender(<MobileMenu />));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps keyboard focus inside while open", async () => {
    const user = userEvent.setup();
    renderWithShell(<MobileMenu />, VISITOR);
    const drawer = await openMenu(user);
    const close = drawer.getByRole("button", { name: "Close" });
    expect(close).toHaveFocus();
    const login = drawer.getByRole("link", { name: "Login" });
    login.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(login).toHaveFocus();
  });
});

// The home page's prompt for a signed-in user whose e-mail is not verified (where /signup and /login send them): the
// verify notice with resend and sign-out, at the spot the header's Verify e-mail link points to; nothing for anyone else.
import { screen } from "@testing-library/react";
import { VerifyEmailPrompt } from "@/components/auth/VerifyEmailPrompt";
import { HeaderAccount } from "@/components/shell/HeaderAccount";
import { VERIFY_EMAIL_PATH } from "@/lib/settings/site";
import { renderWithShell } from "../../support/shell-state";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }), usePathname: () => "/" }));

const unverified = { user: { username: null, verified: false, picture: null, pendingEmail: "new@example.test" }, unreadCount: 0 };
const verified = { user: { username: "ace", verified: true, picture: null, pendingEmail: null }, unreadCount: 0 };

test("an unverified user gets the notice on the home page, where the verify link leads", async () => {
  const { container } = renderWithShell(<VerifyEmailPrompt />, unverified);
  // Below the page's own h1 in rank: the landing page keeps its heading.
  expect(await screen.findByRole("heading", { level: 2, name: "Verify your e-mail" })).toBeInTheDocument();
  expect(screen.getByText("new@example.test")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Send the link again" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Sign out" })).toBeEnabled();
  const target = new URL(VERIFY_EMAIL_PATH, "http://localhost");
  expect(target.pathname).toBe("/");
  expect(container.querySelector(target.hash)).toContainElement(screen.getByTestId("verify-email-notice"));
});

test.each([
  ["a visitor", { user: null, unreadCount: 0 }, "Login"],
  ["a verified picker", verified, "Logout"],
] as const)("%s sees nothing of it", async (_who, shell, headerLink) => {
  // The header beside it shows when the shell user has arrived.
  renderWithShell(
    <>
      <HeaderAccount />
      <VerifyEmailPrompt />
    </>,
    shell,
  );
  expect(await screen.findByRole("link", { name: headerLink })).toBeInTheDocument();
  expect(screen.queryByTestId("verify-email-notice")).not.toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: "Verify your e-mail" })).not.toBeInTheDocument();
});

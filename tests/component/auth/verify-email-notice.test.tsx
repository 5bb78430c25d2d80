// The unverified user's prompt: resends the verify link to their own address (POST /api/signup) and signs out (POST /api/logout).
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VerifyEmailNotice } from "@/components/auth/VerifyEmailNotice";
import { renderWithShell } from "../../support/shell-state";

const replace = jest.fn();
// Leaving after a session or profile change is a full page load.
jest.mock("@/lib/client/load-page", () => ({ loadPage: (path: string) => replace(path) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }), usePathname: () => "/signup" }));

const unverified = { user: { username: null, verified: false, picture: null, pendingEmail: "new@example.test" }, unreadCount: 0 };
const json = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, json: async () => body } as Response);

test("sends a fresh link to the address still to verify and says so", async () => {
  const user = userEvent.setup();
  const { fetchMock } = renderWithShell(<VerifyEmailNotice />, unverified);
  expect(await screen.findByText("new@example.test")).toBeInTheDocument();
  expect(screen.getByRole("heading", { level: 1, name: "Verify your e-mail" })).toBeInTheDocument();
  fetchMock.mockImplementation((url: RequestInfo | URL) => (String(url) === "/api/signup" ? json(200, { payload: { sent: true } }) : json(200, { payload: unverified })));
  await user.click(screen.getByRole("button", { name: "Send the link again" }));
  expect(await screen.findByRole("status")).toHaveTextContent("A new link is on its way to new@example.test.");
  expect(fetchMock).toHaveBeenCalledWith("/api/signup", expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "new@example.test" }) }));
});

test("shows why a resend was refused", async () => {
  const user = userEvent.setup();
  const { fetchMock } = renderWithShell(<VerifyEmailNotice />, unverified);
  await screen.findByText("new@example.test");
  fetchMock.mockImplementation((url: RequestInfo | URL) =>
    String(url) === "/api/signup" ? json(429, { error: { code: "RATE_LIMITED", message: "Too many requests, try again later" } }) : json(200, { payload: unverified }),
  );
  await user.click(screen.getByRole("button", { name: "Send the link again" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests, try again later");
});

test("Sign out posts the logout and goes home", async () => {
  const user = userEvent.setup();
  const { fetchMock } = renderWithShell(<VerifyEmailNotice />, unverified);
  await screen.findByText("new@example.test");
  await user.click(screen.getByRole("button", { name: "Sign out" }));
  expect(fetchMock).toHaveBeenCalledWith("/api/logout", expect.objectContaining({ method: "POST" }));
  expect(replace).toHaveBeenCalledWith("/");
});

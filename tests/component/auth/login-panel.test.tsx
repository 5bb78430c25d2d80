// The login panel opens by itself when a client call gets UNAUTHORIZED, and its form sends a login link.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginPanelProvider, useLoginPanel } from "@/components/auth/LoginPanelProvider";
import { apiFetch } from "@/lib/client/api-fetch";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }), usePathname: () => "/hockey/nhl" }));

/** jsdom has no Response: the fetcher only reads ok, status and json(). */
function fakeResponse(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

function respond(status: number, body: unknown) {
  return Promise.resolve(fakeResponse(status, body));
}

const unauthorized = { error: { code: "UNAUTHORIZED", message: "This action is not authorized" } };

function Opener() {
  const { openLoginPanel } = useLoginPanel();
  return (
    <button type="button" onClick={openLoginPanel}>
      Pick
    </button>
  );
}

beforeEach(() => {
  push.mockReset();
  window.localStorage.clear();
});

test("opens 'Login to continue' over the page when a call gets UNAUTHORIZED, and clears the stale stored user", async () => {
  window.localStorage.setItem("pickline.user", JSON.stringify({ id: "u1" }));
  global.fetch = jest.fn(() => respond(401, unauthorized)) as jest.Mock;
  render(<LoginPanelProvider>page</LoginPanelProvider>);
  expect(screen.queryByRole("heading", { name: "Login to continue" })).not.toBeInTheDocument();

  await act(async () => {
    await expect(apiFetch("/api/x/pick", { method: "POST", body: {} })).rejects.toMatchObject({ code: "UNAUTHORIZED", status: 401 });
  });
  expect(await screen.findByRole("dialog", { name: "Login to continue" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Login to continue" })).toBeInTheDocument();
  expect(screen.getByText("You will receive a login link by email")).toBeInTheDocument();
  const email = screen.getByLabelText("Email");
  expect(email).toHaveAttribute("type", "email");
  expect(email).toHaveAttribute("maxLength", "100");
  expect(email).toBeRequired();
  expect(email).toHaveAttribute("placeholder");
  expect(screen.getByRole("link", { name: "Signup" })).toHaveAttribute("href", "/signup");
  expect(window.localStorage.getItem("pickline.user")).toBeNull();
  expect(push).not.toHaveBeenCalled();
});

test("an UNAUTHORIZED flagged to redirect goes to /login instead", async () => {
  global.fetch = jest.fn(() => respond(401, unauthorized)) as jest.Mock;
  render(<LoginPanelProvider>page</LoginPanelProvider>);
  await act(async () => {
    await expect(apiFetch("/api/x", { redirectOnUnauthorized: true })).rejects.toMatchObject({ redirect: true });
  });
  await waitFor(() => expect(push).toHaveBeenCalledWith("/login"));
  expect(screen.queryByRole("heading", { name: "Login to continue" })).not.toBeInTheDocument();
});

test("other errors and quiet calls do not open the panel", async () => {
  global.fetch = jest.fn(() => respond(404, { error: { code: "NOT_FOUND", message: "nope" } })) as jest.Mock;
  render(<LoginPanelProvider>page</LoginPanelProvider>);
  await act(async () => {
    await expect(apiFetch("/api/x")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
  global.fetch = jest.fn(() => respond(401, unauthorized)) as jest.Mock;
  await act(async () => {
    await expect(apiFetch("/api/user/me", { quietUnauthorized: true })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
  expect(screen.queryByRole("heading", { name: "Login to continue" })).not.toBeInTheDocument();
});

test("openLoginPanel opens it; the button shows a spinner while sending; USER_NOT_FOUND is shown", async () => {
  const user = userEvent.setup();
  let answer: (response: Response) => void = () => {};
  global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as jest.Mock;
  render(
    <LoginPanelProvider>
      <Opener />
    </LoginPanelProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Pick" }));
  await user.type(await screen.findByLabelText("Email"), "nobody@example.com");
  await user.click(screen.getByRole("button", { name: "Login" }));
  const busy = screen.getByRole("button", { name: /Login/ });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute("aria-busy", "true");
  answer(fakeResponse(404, { error: { code: "USER_NOT_FOUND", message: "This email is not associated with any user" } }));
  expect(await screen.findByText("This email is not associated with any user")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
  expect(global.fetch).toHaveBeenCalledWith("/api/login", expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "nobody@example.com" }) }));
});

test("the close button closes the panel", async () => {
  const user = userEvent.setup();
  render(
    <LoginPanelProvider>
      <Opener />
    </LoginPanelProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Pick" }));
  await user.click(await screen.findByRole("button", { name: "Close" }));
  expect(screen.queryByRole("heading", { name: "Login to continue" })).not.toBeInTheDocument();
});

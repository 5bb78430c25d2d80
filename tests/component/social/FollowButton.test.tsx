// The follow button: toggles at once, says Unfollow on hover and on focus, rolls back when the call fails.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginPanelProvider } from "@/components/auth/LoginPanelProvider";
import { FollowButton } from "@/components/social/FollowButton";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => "/picker/ann" }));

type Pending = { resolve: (response: Response) => void; url: string; method: string };

function controllableFetch() {
  const calls: Pending[] = [];
  global.fetch = jest.fn(
    (url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve) => calls.push({ resolve, url: String(url), method: init?.method ?? "GET" })),
  ) as unknown as typeof fetch;
  return calls;
}

// jsdom has no Response: the fetcher only reads ok, status and json().
const json = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

afterEach(() => jest.restoreAllMocks());

test("Follow turns into Following before the server answers, and POSTs the follow", async () => {
  const calls = controllableFetch();
  const user = userEvent.setup();
  render(<FollowButton userId="u1" username="ann" initialFollowing={false} signedIn />);
  await user.click(screen.getByRole("button", { name: "Follow ann" }));
  expect(screen.getByRole("button", { name: /ann/ })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("button", { name: /ann/ })).toHaveTextContent("Following");
  expect(calls).toEqual([expect.objectContaining({ url: "/api/follow/u1", method: "POST" })]);
  await act(async () => calls[0].resolve(json(200, { payload: { following: true } })));
  expect(screen.getByRole("button", { name: /ann/ })).toHaveTextContent("Following");
});

test("when following, hover and keyboard focus both show Unfollow", async () => {
  controllableFetch();
  const user = userEvent.setup();
  render(<FollowButton userId="u1" username="ann" initialFollowing signedIn />);
  const button = screen.getByRole("button", { name: "Following ann" });
  await user.hover(button);
  expect(button).toHaveTextContent("Unfollow");
  await user.unhover(button);
  expect(button).toHaveTextContent("Following");
  await user.tab();
  expect(button).toHaveFocus();
  expect(button).toHaveTextContent("Unfollow");
  await user.tab();
  expect(button).toHaveTextContent("Following");
});

test("a refused unfollow rolls back to Following and says why", async () => {
  const calls = controllableFetch();
  const user = userEvent.setup();
  render(<FollowButton userId="u1" username="ann" initialFollowing signedIn />);
  await user.click(screen.getByRole("button", { name: /ann/ }));
  expect(screen.getByRole("button", { name: /ann/ })).toHaveAttribute("aria-pressed", "false");
  expect(calls[0]).toMatchObject({ method: "DELETE" });
  await act(async () => calls[0].resolve(json(403, { error: { code: "FORBIDDEN", message: "Verify your e-mail address to do this" } })));
  expect(screen.getByRole("button", { name: /ann/ })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("alert")).toHaveTextContent("Verify your e-mail address to do this");
});

test("visitors get the login panel over the page, and no follow call is made", async () => {
  const calls = controllableFetch();
  render(
    <LoginPanelProvider>
      <FollowButton userId="u1" username="ann" initialFollowing={false} signedIn={false} />
    </LoginPanelProvider>,
  );
  expect(screen.queryByRole("dialog", { name: "Login to continue" })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Log in to follow ann" }));
  expect(await screen.findByRole("dialog", { name: "Login to continue" })).toBeInTheDocument();
  expect(calls).toHaveLength(0);
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("an expired session rolls back and leaves the word to the login panel (one prompt, no inline error)", async () => {
  const calls = controllableFetch();
  render(
    <LoginPanelProvider>
      <FollowButton userId="u1" username="ann" initialFollowing={false} signedIn />
    </LoginPanelProvider>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Follow ann" }));
  await act(async () => calls[0].resolve(json(401, { error: { code: "UNAUTHORIZED", message: "This action is not authorized" } })));
  expect(await screen.findByRole("dialog", { name: "Login to continue" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: /ann/ })).toHaveAttribute("aria-pressed", "false");
  expect(screen.queryByText("This action is not authorized")).not.toBeInTheDocument();
});

// The header's picker search: a labelled button opens the pickers feed's search (input `search`), results link to
// profiles with follow buttons, Escape closes it and gives focus back.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { HeaderSearch } from "@/components/shell/HeaderSearch";

jest.mock("next/navigation", () => ({ usePathname: () => "/rules", useRouter: () => ({ push: jest.fn() }) }));

// jsdom has no Response: the fetcher only reads ok, status and json().
const json = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

const ann = { id: "u-ann", username: "AnnaBanana", picture: null, score: 3, followersCount: 2, hotStreak: false, followedByCaller: true };
const me = { id: "u-me", username: "Annie", picture: null, score: 1, followersCount: 0, hotStreak: false, followedByCaller: false };

function renderSearch() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <HeaderSearch />
    </SWRConfig>,
  );
}

test("opens from its button, searches as you type, and lists profiles with follow buttons (not on yourself)", async () => {
  const fetchMock = jest.fn(async (url: string) => {
    if (url === "/api/user/shell") return json(200, { payload: { user: { username: "Annie", verified: true, picture: null, pendingEmail: null }, unreadCount: 0 } });
    if (url === "/api/user/me") return json(200, { payload: { id: "u-me", username: "Annie", verified: true, role: "USER", bio: null, profilePictureURL: null, followed: [] } });
    return json(200, { payload: [me, ann] });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const user = userEvent.setup();
  renderSearch();
  const toggle = screen.getByRole("button", { name: "Search pickers" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();

  await user.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  const box = screen.getByRole("searchbox", { name: "Find a picker" });
  expect(box).toHaveAttribute("name", "search");
  expect(box).toHaveFocus();
  await user.keyboard("ann");

  const results = within(await screen.findByRole("list", { name: "Search results" }));
  expect(fetchMock).toHaveBeenCalledWith("/api/pickers?search=ann", expect.anything());
  expect(results.getByRole("link", { name: "AnnaBanana" })).toHaveAttribute("href", "/picker/AnnaBanana");
  expect(results.getByRole("button", { name: "Following AnnaBanana" })).toHaveAttribute("aria-pressed", "true");
  expect(results.getByRole("link", { name: "Annie" })).toBeInTheDocument();
  expect(results.queryByRole("button", { name: /Annie/ })).not.toBeInTheDocument();
});

test("Escape closes the panel and puts focus back on the button; so does a click elsewhere", async () => {
  global.fetch = jest.fn(async () => json(401, { error: { code: "UNAUTHORIZED", message: "This action is not authorized" } })) as unknown as typeof fetch;
  const user = userEvent.setup();
  renderSearch();
  const toggle = screen.getByRole("button", { name: "Search pickers" });
  await user.click(toggle);
  expect(screen.getByRole("searchbox")).toHaveFocus();
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
  expect(toggle).toHaveAttribute("aria-expanded", "false");

  await user.click(toggle);
  expect(screen.getByRole("searchbox")).toBeInTheDocument();
  await user.click(document.body);
  expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
});

test("a visitor's search never asks GET /api/user/me (it could only answer 401), and offers follow as a login prompt", async () => {
  const fetchMock = jest.fn(async (url: string) => {
    if (url === "/api/user/shell") return json(200, { payload: { user: null, unreadCount: 0 } });
    if (url === "/api/user/me") return json(401, { error: { code: "UNAUTHORIZED", message: "This action is not authorized" } });
    return json(200, { payload: [ann] });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const user = userEvent.setup();
  renderSearch();
  await user.click(screen.getByRole("button", { name: "Search pickers" }));
  await user.keyboard("ann");
  const results = within(await screen.findByRole("list", { name: "Search results" }));
  expect(results.getByRole("link", { name: "AnnaBanana" })).toBeInTheDocument();
  expect(results.getByRole("button", { name: "Log in to follow AnnaBanana" })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith("/api/user/shell", expect.anything());
  expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/user/me");
});

// Profile lists past their first page: Load more asks the paginated API for the next page and appends it, then disappears.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { PickList } from "@/components/picker/PickList";
import { FollowList } from "@/components/social/FollowList";
import type { PickView } from "@/lib/contracts/picks";
import type { PickerSummary } from "@/lib/contracts/social";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => "/picker/ann" }));

// jsdom has no Response: the fetcher only reads ok, status and json().
const json = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

const picker = (n: number): PickerSummary => ({
  id: `u${n}`,
  username: `picker${n}`,
  picture: null,
  score: "1",
  hotStreak: false,
  private: false,
  followersCount: 0,
  followedByCaller: false,
});

const team = (name: string) => ({ id: name.length, name, abbreviation: name.slice(0, 3).toUpperCase(), color: "#123456" });
const pick = (n: number) =>
  ({
    id: n,
    userId: "u-ann",
    fixtureId: n,
    side: "HOME",
    kind: "NORMAL",
    state: "PENDING",
    outcome: null,
    moneyLine: -110,
    points: 0,
    createdAt: "2026-11-20T12:00:00.000Z",
    sport: "hockey",
    league: "nhl",
    fixture: { id: n, startsAt: "2026-11-23T00:00:00.000Z", status: "PREGAME", winnerSide: null, score: { home: null, away: null }, teams: { home: team(`Home${n}`), away: team(`Away${n}`) } },
  }) as unknown as PickView;

function wrap(ui: React.ReactNode) {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}

test("followers: Load more fetches page 1 with the same limit and appends it; no button once the last page is in", async () => {
  const fetchMock = jest.fn(async (url: string) =>
    url.includes("cursor=2") ? json(200, { payload: { items: [picker(3)], nextCursor: null } }) : json(200, { payload: { items: [picker(1), picker(2)], nextCursor: "2" } }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  wrap(
    <FollowList userId="u-ann" direction="followers" limit={2} firstPage={{ items: [picker(1), picker(2)], nextCursor: "2" }} callerId="u1" empty="none" label="ann's followers" />,
  );
  const list = () => within(screen.getByRole("list", { name: "ann's followers" }));
  expect(list().getAllByRole("listitem")).toHaveLength(2);
  await userEvent.click(screen.getByRole("button", { name: "Load more followers" }));
  expect(await list().findByRole("link", { name: "picker3" })).toHaveAttribute("href", "/picker/picker3");
  expect(list().getAllByRole("listitem")).toHaveLength(3);
  expect(fetchMock).toHaveBeenCalledWith("/api/follow/followers/u-ann?limit=2&cursor=2", expect.anything());
  expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
});

test("a single page has no Load more", () => {
  global.fetch = jest.fn() as unknown as typeof fetch;
  wrap(<FollowList userId="u-ann" direction="followings" limit={50} firstPage={{ items: [picker(1)], nextCursor: null }} callerId={null} empty="none" label="following" />);
  expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  expect(global.fetch).not.toHaveBeenCalled();
});

test("picks: Load more keeps the league filter and the state in the API call", async () => {
  const fetchMock = jest.fn(async (url: string) =>
    url.includes("cursor=2") ? json(200, { payload: { items: [pick(3)], nextCursor: null } }) : json(200, { payload: { items: [pick(1), pick(2)], nextCursor: "2" } }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  wrap(<PickList userId="u-ann" state="PENDING" league="nhl" limit={2} firstPage={{ items: [pick(1), pick(2)], nextCursor: "2" }} what="pending picks" />);
  expect(screen.getAllByRole("listitem")).toHaveLength(2);
  await userEvent.click(screen.getByRole("button", { name: "Load more pending picks" }));
  expect(await screen.findByText("Away3 @ Home3")).toBeInTheDocument();
  expect(screen.getAllByRole("listitem")).toHaveLength(3);
  expect(fetchMock).toHaveBeenCalledWith("/api/picker/picks/u-ann/pending?sport=hockey&league=nhl&limit=2&cursor=2", expect.anything());
});

// A card pool's "My card" and its create form: each side with its line and margin-free chance, started games locked,
// automatic picks marked, a pick made, changed after a moved line, and cleared; confidence numbers moved with buttons
// and a number choice (said aloud, started games' numbers fixed), a Pick N card that is full, the tiebreak guess, and
// a card pool created with its rules, the server's refusals shown at their fields.
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import { CreatePoolForm } from "@/components/pools/CreatePoolForm";
import { MyCard } from "@/components/pools/card/MyCard";
import type { CardGame, CardPickView, CardWeek } from "@/lib/contracts/card-pools";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push }), usePathname: () => "/pools/p1" }));

const json = (status: number, body: unknown) => ({ ok: status < 400, status, headers: new Headers(), json: async () => body }) as unknown as Response;
const fresh = (children: ReactNode) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const team = (abbreviation: string) => ({ abbreviation, name: `${abbreviation} team` });
const pick = (side: "HOME" | "AWAY", confidence: number | null, extra: Partial<CardPickView> = {}): CardPickView => ({
  fixtureId: 0, side, point: null, price: -150, confidence, auto: false, outcome: null, points: "0.0000", ...extra,
});
/** Games far ahead, so the browser's clock never calls them started whenever the tests run. */
function game(fixtureId: number, home: string, away: string, extra: Partial<CardGame> = {}): CardGame {
  return {
    fixtureId, league: "nfl", startsAt: `2099-11-29T${String(17 + fixtureId).padStart(2, "0")}:00:00.000Z`, started: false, status: "PREGAME",
    home: team(home), away: team(away), score: null,
    line: { homePoint: -3.5, homePrice: -110, awayPrice: -110, frozenAt: null },
    chance: { home: 0.62, away: 0.38 },
    myPick: null,
    ...extra,
  };
}

const settings: CardWeek["settings"] = { picking: "EVERY_GAME", pickCount: null, market: "SPREAD", lines: "MEMBER", scoring: "CONFIDENCE", missed: "FAVOURITE", dropWeeks: 0, seasonEnd: null };

function week(games: CardGame[], extra: Partial<CardWeek> = {}): CardWeek {
  return {
    week: "2026-11-23", settings, size: games.length, frozenAt: null, games,
    lastGame: { fixtureId: games.at(-1)!.fixtureId, startsAt: games.at(-1)!.startsAt, started: false },
    myGuess: null, expectedPoints: 3.1, ...extra,
  };
}

const started = game(1, "KC", "LV", { started: true, status: "IN_PROGRESS", score: { home: 7, away: 3 }, myPick: pick("HOME", 2, { fixtureId: 1, point: -3.5, auto: true }) });
const picked = game(2, "BUF", "MIA", { myPick: pick("AWAY", 3, { fixtureId: 2, point: 3.5, price: -110 }) });
const other = game(3, "DAL", "NYG", { myPick: pick("HOME", 1, { fixtureId: 3, point: -3.5, price: -110 }) });
const open = game(4, "SF", "SEA");
const card = week([started, picked, other, open]);

const mockFetch = (...answers: Response[]) => {
  const fetch = jest.fn();
  for (const answer of answers) fetch.mockResolvedValueOnce(answer);
  fetch.mockResolvedValue(json(200, { payload: card }));
  global.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
};
const requestOf = (fetch: jest.Mock, index: number) => {
  const [url, init] = fetch.mock.calls[index];
  return { url, method: init.method, body: init.body ? JSON.parse(init.body) : undefined };
};

afterEach(() => jest.restoreAllMocks());

test("each side shows its line, price and chance; a started game is locked and its automatic pick marked", () => {
  render(fresh(<MyCard poolId="p1" weekName="NFL week 12 · Nov 23" firstCard={card} />));
  expect(screen.getByText(/Every game · against the spread at your line when you pick · confidence points/)).toBeInTheDocument();
  const sf = screen.getByRole("button", { name: /^Pick SF -3\.5\W/ });
  expect(sf).toHaveTextContent("-110 · 62% chance");
  expect(screen.getByRole("button", { name: /^Pick SEA \+3\.5\W/ })).toHaveTextContent("-110 · 38% chance");
  const locked = screen.getByRole("listitem", { name: "LV @ KC" });
  expect(within(locked).getByText(/Locked · LV 3, KC 7/)).toBeInTheDocument();
  expect(within(locked).getByRole("button", { name: /^Pick KC -3\.5\W/ })).toBeDisabled();
  expect(within(locked).getByRole("button", { name: /^Pick KC -3\.5\W/ })).toHaveAccessibleDescription("Locked: the game has started");
  expect(within(locked).getByText("Automatic")).toBeInTheDocument();
  expect(within(locked).queryByRole("button", { name: /Clear/ })).not.toBeInTheDocument();
  expect(within(screen.getByRole("listitem", { name: "MIA @ BUF" })).getByRole("button", { name: /^Pick MIA \+3\.5\W/ })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByText("3 of 4 games picked")).toBeInTheDocument();
});

test("games that started without a pick are folded away, still shown locked", () => {
  const missed = game(5, "TOR", "MTL", { started: true, status: "FINAL", score: { home: 2, away: 4 } });
  render(fresh(<MyCard poolId="p1" weekName="Week of Nov 23" firstCard={week([started, missed, picked, other, open])} />));
  const games = screen.getByRole("list", { name: "This week's games" });
  expect(within(games).getAllByRole("listitem").map((row) => row.getAttribute("aria-label"))).toEqual(["LV @ KC", "MIA @ BUF", "NYG @ DAL", "SEA @ SF"]);
  const folded = screen.getByText("Started without your pick (1), locked").closest("details")!;
  expect(folded).not.toHaveAttribute("open");
  expect(within(folded).getByRole("listitem", { name: "MTL @ TOR" })).toHaveTextContent("Locked · MTL 4, TOR 2 · Final");
});

test("a game whose start has passed on the browser's clock shows locked before the card is read again", () => {
  const kickedOff = { ...open, startsAt: new Date(Date.now() - 60_000).toISOString() };
  render(fresh(<MyCard poolId="p1" weekName="Week of Nov 23" firstCard={week([picked, kickedOff])} />));
  expect(screen.getByRole("button", { name: /^Pick SF -3\.5\W/ })).toHaveAccessibleDescription("Locked: the game has started");
  expect(screen.queryByRole("spinbutton", { name: /^Total points of/ })).not.toBeInTheDocument();
});

test("a pick is sent with the price the member saw, then said", async () => {
  const fetch = mockFetch(json(200, { payload: { ...pick("HOME", 4, { fixtureId: 4, point: -3.5, price: -110 }), week: "2026-11-23" } }));
  render(fresh(<MyCard poolId="p1" weekName="Week of Nov 23" firstCard={card} />));
  await userEvent.click(screen.getByRole("button", { name: /^Pick SF -3\.5\W/ }));
  expect(requestOf(fetch, 0)).toEqual({ url: "/api/pools/p1/card/picks", method: "PUT", body: { fixtureId: 4, side: "HOME", price: -110 } });
  expect(await screen.findByText("You picked SF -3.5 for 4 points.")).toBeInTheDocument();
  expect(fetch.mock.calls[1][0]).toBe("/api/pools/p1/card?week=2026-11-23");
});

test("a pick made on the card starts the push offer's check (a card pool's pick always counts in a pool); a refused one does not", async () => {
  delete document.documentElement.dataset.pushOffer;
  mockFetch(json(409, { error: { code: "GAME_STARTED", message: "This game has started: picks are closed" } }));
  render(fresh(<MyCard poolId="p1" weekName="Week of Nov 23" firstCard={card} />));
  await userEvent.click(screen.getByRole("button", { name: /^Pick SF -3\.5\W/ }));
  expect(await screen.findByText("This game has started: picks are closed")).toBeInTheDocument();
  expect(document.documentElement.dataset.pushOffer).toBeUndefined();
  mockFetch(json(200, { payload: { ...pick("HOME", 4, { fixtureId: 4, point: -3.5, price: -110 }), week: "2026-11-23" } }));
  await userEvent.click(screen.getByRole("button", { name: /^Pick SF -3\.5\W/ }));
  expect(await screen.findByText("You picked SF -3.5 for 4 points.")).toBeInTheDocument();
  expect(document.documentElement.dataset.pushOffer).toMatch(/^(checking|shown|declined)$/);
});

test("a line that moved is asked again at the new line, and picked there only when confirmed", async () => {
  const moved = week([started, picked, other, { ...open, line: { homePoint: -4, homePrice: -115, awayPrice: -105, frozenAt: null } }]);
  const fetch = mockFetch(json(422, { error: { code: "ODDS_CHANGED", message: "The odds have changed: check the new line and confirm again" } }), json(200, { payload: moved }));
  fetch.mockResolvedValueOnce(json(200, { payload: { ...pick("HOME", 4, { fixtureId: 4, point: -4, price: -115 }), week: "2026-11-23" } }));
  render(fresh(<MyCard poolId="p1" weekName="Week of Nov 23" firstCard={card} />));
  await userEvent.click(screen.getByRole("button", { name: /^Pick SF -3\.5\W/ }));
  const question = await screen.findByRole("alert");
  expect(question).toHaveTextContent("The line moved before your pick arrived: SF -4 is now -115.");
  await userEvent.click(within(question).getByRole("button", { name: "Pick at the new line" }));
  expect(requestOf(fetch, 2).body).toEqual({ fixtureId: 4, side: "HOME", price: -115 });
  expect(await screen.findByText("You picked SF -4 for 4 points.")).toBeInTheDocument();
});

test("a pick refused because its game started keeps that game in view, locked, with the refusal beside it", async () => {
  // The card read again after the refusal has the game started (the feed moved its kickoff earlier than the page knew).
  const startedNow = week([started, picked, other, { ...open, started: true, status: "IN_PROGRESS" }]);
  mockFetch(json(422, { error: { code: "PICK_CLOSED", message: "This game has started: picks are closed" } }), json(200, { payload: startedNow }));
  render(fresh(<MyCard poolId="p1" weekName="Week of Nov 23" firstCard={card} />));
  await userEvent.click(screen.getByRole("button", { name: /^Pick SF -3\.5\W/ }));
  const row = screen.getByRole("listitem", { name: "SEA @ SF" });
  expect(await within(row).findByRole("alert")).toHaveTextContent("This game has started: picks are closed");
  expect(within(row).getByRole("button", { name: /^Pick SF -3\.5\W/ })).toHaveAccessibleDescription("Locked: the game has started");
  expect(within(screen.getByRole("list", { name: "This week's games" })).getByRole("listitem", { name: "SEA @ SF" })).toBe(row);
});

test("a pick is cleared until kickoff", async () => {
  const fetch = mockFetch(json(200, { payload: { cleared: true } }));
  render(fresh(<MyCard poolId="p1" weekName="Week of Nov 23" firstCard={card} />));
  await userEvent.click(screen.getByRole("button", { name: "Clear your pick of MIA @ BUF" }));
  expect(requestOf(fetch, 0)).toMatchObject({ url: "/api/pools/p1/card/picks/2", method: "DELETE" });
  expect(await screen.findByText("Your pick of MIA @ BUF is cleared.")).toBeInTheDocument();
});

test("confidence: moved up by keyboard and by number, said aloud; a started game's number has no controls", async () => {
  const fetch = mockFetch(json(200, { payload: { week: "2026-11-23", picks: [] } }));
  render(fresh(<MyCard poolId="p1" weekName="Week of Nov 23" firstCard={card} />));
  const order = screen.getByRole("list", { name: "Your picks by confidence, highest first" });
  expect(within(order).getAllByRole("listitem").map((row) => row.querySelector("strong")?.textContent)).toEqual(["MIA +3.5", "KC -3.5", "DAL -3.5"]);
  expect(screen.getByText("Expected points as ordered:")).toHaveTextContent("3.10");
  expect(within(order).queryByRole("button", { name: /Move KC/ })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Move DAL -3.5 down (fewer points)" })).toBeDisabled();

  // DAL holds 1; KC's 2 is fixed, so one step up takes DAL to 3 and MIA to 1.
  screen.getByRole("button", { name: "Move DAL -3.5 up (more points)" }).focus();
  await userEvent.keyboard("{Enter}");
  expect(requestOf(fetch, 0)).toEqual({ url: "/api/pools/p1/card/confidence", method: "PUT", body: { week: "2026-11-23", order: [{ fixtureId: 2, confidence: 1 }, { fixtureId: 3, confidence: 3 }] } });
  expect(await screen.findByText("DAL -3.5 now has 3 points.")).toBeInTheDocument();

  const number = screen.getByRole("combobox", { name: "Points for MIA +3.5" });
  expect(within(number).getByRole("option", { name: "2" })).toBeDisabled();
  await userEvent.selectOptions(number, "1");
  expect(requestOf(fetch, 2).body.order).toEqual([{ fixtureId: 2, confidence: 1 }, { fixtureId: 3, confidence: 3 }]);
});

test("a pick dragged by its handle onto another takes its place, and the open picks between shift", async () => {
  const fetch = mockFetch(json(200, { payload: { week: "2026-11-23", picks: [] } }));
  const { container } = render(fresh(<MyCard poolId="p1" weekName="Week of Nov 23" firstCard={card} />));
  const row = (fixtureId: number) => container.querySelector<HTMLElement>(`[data-row="${fixtureId}"]`)!;
  const handle = row(3).querySelector<HTMLElement>("[title='Drag to reorder']")!;
  document.elementFromPoint = jest.fn(() => row(2));
  fireEvent.pointerDown(handle, { pointerId: 1 });
  fireEvent.pointerMove(handle, { pointerId: 1 });
  expect(row(2)).toHaveAttribute("data-over");
  fireEvent.pointerUp(handle, { pointerId: 1 });
  // DAL (1) dropped on MIA (3): DAL takes 3, MIA moves down to 1; KC's started 2 stays.
  await screen.findByText("DAL -3.5 now has 3 points.");
  expect(requestOf(fetch, 0).body.order).toEqual([{ fixtureId: 3, confidence: 3 }, { fixtureId: 2, confidence: 1 }]);
});

test("a refused order says why beside the order", async () => {
  mockFetch(json(422, { error: { code: "CONFIDENCE_LOCKED", message: "A started game's confidence number cannot move" } }));
  render(fresh(<MyCard poolId="p1" weekName="Week of Nov 23" firstCard={card} />));
  await userEvent.click(screen.getByRole("button", { name: "Move DAL -3.5 up (more points)" }));
  const order = screen.getByRole("region", { name: "Confidence order" });
  expect(await within(order).findByRole("alert")).toHaveTextContent("A started game's confidence number cannot move");
});

test("a full Pick N card keeps the other games closed until a pick is cleared; the card's frozen line shows its time", () => {
  const frozenAt = "2026-11-24T14:00:00.000Z";
  const withLine = (row: CardGame) => ({ ...row, line: { ...row.line!, frozenAt } });
  const pickTwo = week([picked, other, open].map(withLine), { size: 2, frozenAt, settings: { ...settings, picking: "PICK_N", pickCount: 2, lines: "CARD", scoring: "WINS" }, expectedPoints: null });
  render(fresh(<MyCard poolId="p1" weekName="Week of Nov 23" firstCard={pickTwo} />));
  expect(screen.getByText(/2 of 2 games chosen: your card is full/)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: /^Pick SF -3\.5\W/ })).toHaveAccessibleDescription("Your card is full: clear a pick to choose this game");
  expect(screen.getByRole("button", { name: /^Pick BUF -3\.5\W/ })).toBeEnabled();
  expect(screen.getByText(/Lines frozen for everyone/)).toBeInTheDocument();
  expect(screen.getAllByText(/Card's line frozen/)).toHaveLength(3);
  expect(screen.queryByRole("region", { name: "Confidence order" })).not.toBeInTheDocument();
});

test("the tiebreak guess is saved until the last game starts, then shown locked", async () => {
  const fetch = mockFetch(json(200, { payload: { week: "2026-11-23", guess: 47 } }), json(200, { payload: { ...card, myGuess: 47 } }));
  const { unmount } = render(fresh(<MyCard poolId="p1" weekName="Week of Nov 23" firstCard={card} />));
  const input = screen.getByRole("spinbutton", { name: "Total points of SEA @ SF" });
  expect(input).toHaveAccessibleDescription(/closest guess/);
  await userEvent.type(input, "47");
  await userEvent.click(screen.getByRole("button", { name: "Save guess" }));
  expect(requestOf(fetch, 0)).toEqual({ url: "/api/pools/p1/card/tiebreak", method: "PUT", body: { week: "2026-11-23", guess: 47 } });
  expect(await screen.findByText("Your guess is saved: 47 points.")).toBeInTheDocument();
  // The card read again holds the guess; the saying stays, and so does the number in the field.
  await screen.findByText("Your guess is saved: 47 points.");
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(screen.getByText("Your guess is saved: 47 points.")).toBeInTheDocument();
  expect(input).toHaveValue(47);
  unmount();
  render(fresh(<MyCard poolId="p1" weekName="Week of Nov 23" firstCard={{ ...card, myGuess: 47, lastGame: { ...card.lastGame!, started: true } }} />));
  expect(screen.queryByRole("spinbutton")).not.toBeInTheDocument();
  expect(screen.getByText(/Your guess: 47 points. locked, SEA @ SF has started./)).toBeInTheDocument();
});

test("the create form makes a confidence card pool against the spread with its rules", async () => {
  const fetch = mockFetch(json(200, { payload: { id: "new" } }));
  render(fresh(<CreatePoolForm />));
  await userEvent.type(screen.getByLabelText(/Pool name/), "Sunday Card");
  await userEvent.click(screen.getByRole("radio", { name: /^Weekly card/ }));
  await userEvent.click(screen.getByRole("checkbox", { name: "NBA" }));
  await userEvent.click(screen.getByRole("radio", { name: /^Pick N/ }));
  const count = screen.getByRole("spinbutton", { name: "Games each member picks (N)" });
  await userEvent.clear(count);
  await userEvent.type(count, "6");
  await userEvent.click(screen.getByRole("radio", { name: "Against the spread" }));
  await userEvent.click(screen.getByRole("radio", { name: /^The card's line, frozen/ }));
  await userEvent.click(screen.getByRole("radio", { name: /^Confidence/ }));
  await userEvent.click(screen.getByRole("radio", { name: /^The favourite is picked automatically/ }));
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Weeks dropped" }), "2 weeks");
  await userEvent.type(screen.getByLabelText(/The season's last day/), "2027-01-10");
  await userEvent.click(screen.getByRole("button", { name: "Create pool" }));
  expect(requestOf(fetch, 0).body).toEqual({
    name: "Sunday Card",
    kind: "CARD",
    leagues: ["nfl", "nhl", "mlb"],
    card: { picking: "PICK_N", pickCount: 6, market: "SPREAD", lines: "CARD", scoring: "CONFIDENCE", missed: "FAVOURITE", dropWeeks: 2, seasonEnd: "2027-01-10" },
  });
  expect(push).toHaveBeenCalledWith("/pools/new");
});

test("the server's refusal of a card rule shows under that rule", async () => {
  mockFetch(json(400, { error: { code: "VALIDATION_ERROR", message: "Some fields are not valid", issues: [{ path: "card.seasonEnd", message: "The season's last day must be after today" }] } }));
  render(fresh(<CreatePoolForm />));
  await userEvent.type(screen.getByLabelText(/Pool name/), "Sunday Card");
  await userEvent.click(screen.getByRole("radio", { name: /^Weekly card/ }));
  await userEvent.type(screen.getByLabelText(/The season's last day/), "2020-01-10");
  await userEvent.click(screen.getByRole("button", { name: "Create pool" }));
  const end = screen.getByLabelText(/The season's last day/);
  expect(await screen.findByText("The season's last day must be after today")).toBeInTheDocument();
  expect(end).toHaveAttribute("aria-invalid", "true");
  expect(end).toHaveAccessibleDescription(/The season's last day must be after today/);
});

test("a refusal the form has no field for is said above the button", async () => {
  mockFetch(json(400, { error: { code: "VALIDATION_ERROR", message: "Some fields are not valid", issues: [{ path: "card.picking", message: "Invalid option: expected one of \"EVERY_GAME\"|\"PICK_N\"" }] } }));
  render(fresh(<CreatePoolForm />));
  await userEvent.type(screen.getByLabelText(/Pool name/), "Sunday Card");
  await userEvent.click(screen.getByRole("radio", { name: /^Weekly card/ }));
  await userEvent.click(screen.getByRole("button", { name: "Create pool" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Invalid option: expected one of");
});

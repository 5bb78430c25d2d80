// The parlay builder on a page: open, add, toggle off, switch side, refuse a missing line, totals, cancel, restore after reload, confirm and changed odds.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CreateParlayButton } from "@/components/parlay/CreateParlayButton";
import { ParlayBuilderProvider, useParlayBuilder } from "@/components/parlay/ParlayBuilderProvider";
import { ParlayPanel } from "@/components/parlay/ParlayPanel";
import { ParlayPhoneBar } from "@/components/parlay/ParlayPhoneBar";
import { ToastProvider } from "@/components/ui/toast/ToastProvider";
import { formatMoneyLine, parlayQuote } from "@/lib/domain/odds";
import { PARLAY_STORAGE_KEY } from "@/lib/domain/parlay-builder-storage";
import { LoginPanelProvider } from "@/components/auth/LoginPanelProvider";
import { ApiError } from "@/lib/client/api-error";
import { UNAUTHORIZED_EVENT, apiFetch } from "@/lib/client/api-fetch";
import { type CreateParlayRequest, type ParlayView } from "@/lib/swr/use-parlays";
import { choice } from "../../support/parlay-choices";

// The builder sends through the one write path; each test says what the server answers.
jest.mock("@/lib/client/api-fetch", () => ({ ...jest.requireActual("@/lib/client/api-fetch"), apiFetch: jest.fn() }));
const sent = jest.mocked(apiFetch);

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }), usePathname: () => "/hockey/nhl" }));

const GAMES = [choice(1, "HOME", -150), choice(1, "AWAY", 130), choice(2, "HOME", 200), choice(2, "AWAY", -240), choice(3, "HOME", null), choice(3, "AWAY", 110)];

/** Stands in for the fixture list: one button per team, routed to the builder as the dashboard does. */
function TeamButtons() {
  const builder = useParlayBuilder();
  return (
    <div>
      {GAMES.map((c) => {
        const team = c.side === "HOME" ? c.home : c.away;
        return (
          <button key={`${c.fixtureId}${c.side}`} type="button" onClick={() => builder?.toggle(c)}>
            Pick {team.name}
          </button>
        );
      })}
    </div>
  );
}

type Submit = (body: CreateParlayRequest) => Promise<ParlayView>;

function renderBuilder(submit: Submit = jest.fn(), onCreated?: (message: string) => void, signedIn = true, view = <ParlayPanel />) {
  sent.mockImplementation(((url: string, request: { method?: string; body?: unknown } = {}) => {
    expect([url, request.method]).toEqual(["/api/parlay", "POST"]);
    return submit(request.body as CreateParlayRequest);
  }) as typeof apiFetch);
  return render(
    <LoginPanelProvider>
      <ParlayBuilderProvider onCreated={onCreated} signedIn={signedIn}>
        <CreateParlayButton />
        <TeamButtons />
        {view}
      </ParlayBuilderProvider>
    </LoginPanelProvider>,
  );
}

const confirmButton = () => screen.getByRole("button", { name: "Confirm parlay" });
const legs = () => screen.queryAllByTestId("parlay-leg").map((li) => li.textContent);

async function openWith(user: ReturnType<typeof userEvent.setup>, ...teams: string[]) {
  await user.click(screen.getByRole("button", { name: "Create new parlay" }));
  for (const team of teams) await user.click(screen.getByRole("button", { name: `Pick ${team}` }));
}

beforeEach(() => {
  window.sessionStorage.clear();
  push.mockReset();
});

test("a visitor who starts a parlay gets the login panel, not a builder", async () => {
  const user = userEvent.setup();
  renderBuilder(jest.fn(), undefined, false);
  await user.click(screen.getByRole("button", { name: "Create new parlay" }));
  expect(await screen.findByRole("dialog", { name: "Login to continue" })).toBeInTheDocument();
  expect(screen.queryByTestId("parlay-panel")).not.toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("a session that expired before Confirm gives only the login panel, legs kept", async () => {
  const user = userEvent.setup();
  const refusal = new ApiError("UNAUTHORIZED", "This action is not authorized", 401);
  renderBuilder(
    jest.fn().mockImplementation(() => {
      // What the shared fetcher does on a 401 before it throws.
      window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: { redirect: false } }));
      return Promise.reject(refusal);
    }),
  );
  await openWith(user, "Away 1", "Home 2");
  await user.click(confirmButton());
  expect(await screen.findByRole("dialog", { name: "Login to continue" })).toBeInTheDocument();
  expect(screen.queryByText("This action is not authorized")).not.toBeInTheDocument();
  expect(legs()).toHaveLength(2);
});

test("a picker without a nickname who confirms is sent to /nickname, with the legs kept", async () => {
  const user = userEvent.setup();
  const refusal = new ApiError("FORBIDDEN", "Choose a picker nickname before you pick", 403, { details: { reason: "NICKNAME_REQUIRED" } });
  renderBuilder(jest.fn().mockRejectedValue(refusal));
  await openWith(user, "Away 1", "Home 2");
  await user.click(confirmButton());
  expect(push).toHaveBeenCalledWith("/nickname?next=%2Fhockey%2Fnhl");
  expect(legs()).toHaveLength(2);
});

test("is closed until 'Create new parlay'; then it is empty and Confirm is disabled", async () => {
  const user = userEvent.setup();
  renderBuilder();
  expect(screen.queryByTestId("parlay-panel")).not.toBeInTheDocument();
  await openWith(user);
  expect(screen.getByRole("heading", { name: "New parlay" })).toBeInTheDocument();
  expect(screen.getByText("Click on a team to add it to your parlay.")).toBeInTheDocument();
  expect(confirmButton()).toBeDisabled();
  expect(screen.getByRole("button", { name: "Create new parlay" })).toBeDisabled();
});

test("adds legs with team, side and money line, and shows the totals for 100; Confirm needs 2 legs", async () => {
  const user = userEvent.setup();
  renderBuilder();
  await openWith(user, "Away 1");
  expect(legs()).toEqual([expect.stringContaining("Away 1 (Away)")]);
  expect(legs()[0]).toContain("+130");
  expect(confirmButton()).toBeDisabled();
  expect(screen.getByText("Add at least 2 picks to confirm.")).toBeInTheDocument();

  await user.click(screen.getByRole("button", { name: "Pick Home 2" }));
  const quote = parlayQuote([130, 200]);
  expect(screen.getByTestId("parlay-bet-total")).toHaveTextContent(formatMoneyLine(quote.betTotal));
  expect(screen.getByTestId("parlay-payout")).toHaveTextContent(quote.payout.toFixed(2));
  expect(screen.getByTestId("parlay-profit")).toHaveTextContent(quote.profit.toFixed(2));
  expect(confirmButton()).toBeEnabled();
});

test("clicking the chosen side again removes it; the other side replaces it; the remove control drops a leg", async () => {
  const user = userEvent.setup();
  renderBuilder();
  await openWith(user, "Home 1", "Home 2", "Home 1");
  expect(legs()).toEqual([expect.stringContaining("Home 2")]);
  await user.click(screen.getByRole("button", { name: "Pick Away 2" }));
  expect(legs()).toEqual([expect.stringContaining("Away 2 (Away)")]);
  expect(screen.getByTestId("parlay-bet-total")).toHaveTextContent("-240");
  await user.click(screen.getByRole("button", { name: "Remove Away 2 from the parlay" }));
  expect(legs()).toEqual([]);
});

test("a side without a money line is not added, and says why", async () => {
  const user = userEvent.setup();
  renderBuilder();
  await openWith(user, "Home 3");
  expect(legs()).toEqual([]);
  expect(screen.getByRole("alert")).toHaveTextContent("No money line for this side yet: it cannot join a parlay");
  await user.click(screen.getByRole("button", { name: "Pick Away 3" }));
  expect(legs()).toHaveLength(1);
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("keeps its legs across a reload until cancelled", async () => {
  const user = userEvent.setup();
  const first = renderBuilder();
  await openWith(user, "Home 1", "Away 2");
  first.unmount();

  renderBuilder();
  expect(await screen.findAllByTestId("parlay-leg")).toHaveLength(2);
  expect(legs()).toEqual([expect.stringContaining("Home 1"), expect.stringContaining("Away 2")]);
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(screen.queryByTestId("parlay-panel")).not.toBeInTheDocument();
  expect(window.sessionStorage.getItem(PARLAY_STORAGE_KEY)).toBeNull();
});

test("confirming sends [fixtureId, side, odds] legs, announces 'Parlay successfully created!' and closes the builder", async () => {
  const user = userEvent.setup();
  const submit = jest.fn<Promise<ParlayView>, [CreateParlayRequest]>().mockResolvedValue({ id: 9 } as ParlayView);
  renderBuilder(submit);
  await openWith(user, "Away 1", "Home 2", "Away 3");
  await user.click(confirmButton());
  expect(submit).toHaveBeenCalledWith({ parlay: [{ fixtureId: 1, market: "MONEY_LINE", side: "AWAY", point: null, odds: 130 }, { fixtureId: 2, market: "MONEY_LINE", side: "HOME", point: null, odds: 200 }, { fixtureId: 3, market: "MONEY_LINE", side: "AWAY", point: null, odds: 110 }] });
  expect(await screen.findByRole("status")).toHaveTextContent("Parlay successfully created!");
  expect(screen.queryByTestId("parlay-panel")).not.toBeInTheDocument();
  expect(window.sessionStorage.getItem(PARLAY_STORAGE_KEY)).toBeNull();
});

test("the phone bar's Confirm, off below 2 legs, sends the parlay like the panel's", async () => {
  const user = userEvent.setup();
  const submit = jest.fn<Promise<ParlayView>, [CreateParlayRequest]>().mockResolvedValue({ id: 9 } as ParlayView);
  renderBuilder(submit, undefined, true, <ParlayPhoneBar />);
  await openWith(user, "Away 1");
  expect(screen.getByTestId("parlay-phone-bar")).toHaveTextContent("1 pick");
  expect(confirmButton()).toBeDisabled();
  await user.click(screen.getByRole("button", { name: "Pick Home 2" }));
  expect(confirmButton()).toBeEnabled();
  await user.click(confirmButton());
  expect(submit).toHaveBeenCalledWith({ parlay: [{ fixtureId: 1, market: "MONEY_LINE", side: "AWAY", point: null, odds: 130 }, { fixtureId: 2, market: "MONEY_LINE", side: "HOME", point: null, odds: 200 }] });
});

test("hands the success message to the page's toast when one is given", async () => {
  const user = userEvent.setup();
  const onCreated = jest.fn();
  renderBuilder(jest.fn().mockResolvedValue({ id: 9 }), onCreated);
  await openWith(user, "Away 1", "Home 2");
  await user.click(confirmButton());
  expect(onCreated).toHaveBeenCalledWith("Parlay successfully created!", { id: 9 });
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
});

test("on ODDS_CHANGED shows the current lines and confirms again with them", async () => {
  const user = userEvent.setup();
  const changed = new ApiError("ODDS_CHANGED", "The odds have changed since you built this parlay", 422, {
    details: {
      fixtureIds: [2],
      lines: [
        { fixtureId: 1, side: "AWAY", odds: 130, requested: 130, changed: false },
        { fixtureId: 2, side: "HOME", odds: 175, requested: 200, changed: true },
      ],
    },
  });
  const submit = jest.fn<Promise<ParlayView>, [CreateParlayRequest]>().mockRejectedValueOnce(changed).mockResolvedValueOnce({ id: 3 } as ParlayView);
  renderBuilder(submit);
  await openWith(user, "Away 1", "Home 2");
  await user.click(confirmButton());

  expect(await screen.findByRole("alert")).toHaveTextContent("The odds have changed: check the new lines and confirm again");
  const second = screen.getAllByTestId("parlay-leg")[1];
  expect(within(second).getByTestId("parlay-leg-line")).toHaveTextContent("was +200, now +175");
  expect(within(second).getByRole("deletion")).toHaveTextContent("+200");
  expect(screen.getByTestId("parlay-bet-total")).toHaveTextContent(formatMoneyLine(parlayQuote([130, 175]).betTotal));

  await user.click(confirmButton());
  expect(submit).toHaveBeenLastCalledWith({ parlay: [{ fixtureId: 1, market: "MONEY_LINE", side: "AWAY", point: null, odds: 130 }, { fixtureId: 2, market: "MONEY_LINE", side: "HOME", point: null, odds: 175 }] });
  expect(await screen.findByText("Parlay successfully created!")).toBeInTheDocument();
});

test("another refusal is shown and the legs are kept", async () => {
  const user = userEvent.setup();
  renderBuilder(jest.fn().mockRejectedValue(new ApiError("PICK_CLOSED", "This game has started: picks are closed", 422)));
  await openWith(user, "Away 1", "Home 2");
  await user.click(confirmButton());
  expect(await screen.findByRole("alert")).toHaveTextContent("This game has started: picks are closed");
  expect(legs()).toHaveLength(2);
  expect(confirmButton()).toBeEnabled();
});

test("the success message goes away by itself after 5 seconds", async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderBuilder(jest.fn().mockResolvedValue({ id: 9 }));
    await openWith(user, "Away 1", "Home 2");
    await user.click(confirmButton());
    expect(await screen.findByText("Parlay successfully created!")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByRole("status")).toHaveTextContent("Parlay successfully created!");
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  } finally {
    jest.useRealTimers();
  }
});

test("under the shell's ToastProvider the success is a SUCCESS toast", async () => {
  const user = userEvent.setup();
  sent.mockResolvedValue({ id: 9 });
  render(
    <ToastProvider>
      <ParlayBuilderProvider>
        <CreateParlayButton />
        <TeamButtons />
        <ParlayPanel />
      </ParlayBuilderProvider>
    </ToastProvider>,
  );
  await openWith(user, "Away 1", "Home 2");
  await user.click(confirmButton());
  const toast = await screen.findByText("Parlay successfully created!");
  expect(toast.closest("[data-level]")).toHaveAttribute("data-level", "SUCCESS");
  expect(screen.getAllByText("Parlay successfully created!")).toHaveLength(1);
});

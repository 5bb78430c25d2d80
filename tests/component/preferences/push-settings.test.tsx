// Push in the profile settings and the offer: the switch turns push on through the browser's prompt and the server's
// key and off through the server and the browser, says why it cannot when it cannot; each type and the quiet hours
// are saved as they change; and a refusal of the offer is remembered.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PushSettings } from "@/components/preferences/PushSettings";
import { PushOffer } from "@/components/push/PushOffer";
import { ToastProvider } from "@/components/ui/toast/ToastProvider";
import { pushRefusedAt } from "@/lib/client/push-device";
import type { PushPreferences } from "@/lib/contracts/push";
import { pushBrowser, VAPID_PUBLIC_KEY } from "@/tests/support/push-browser";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => "/picker/me" }));

const SWITCH = { name: "Push notifications on this device" };
const EVERY_TYPE: PushPreferences = { reminder: true, settled: true, weekWon: true, announcement: true, survivor: true, quietHours: null };

const settings = () =>
  render(
    <ToastProvider>
      <PushSettings initial={EVERY_TYPE} />
    </ToastProvider>,
  );

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

test("turning it on asks the browser, subscribes with the server's key for visible messages and stores the endpoint and keys", async () => {
  const { device, calls, state } = pushBrowser();
  settings();
  const box = screen.getByRole("checkbox", SWITCH);
  await waitFor(() => expect(box).toBeEnabled());
  expect(box).not.toBeChecked();
  expect(box).toHaveAccessibleDescription("Turn on to get Pickline's notifications on this device.");

  await userEvent.click(box);
  expect(await screen.findByText("Notifications are on for this device")).toBeInTheDocument();
  await waitFor(() => expect(box).toBeChecked());
  expect(state.subscribedWith?.userVisibleOnly).toBe(true);
  expect(Buffer.from(state.subscribedWith?.applicationServerKey as Uint8Array).toString("base64url")).toBe(VAPID_PUBLIC_KEY);
  expect(calls).toEqual([
    { method: "GET", url: "/api/user/push-subscription", body: undefined },
    { method: "PUT", url: "/api/user/push-subscription", body: device },
    // The switch then reads the device's state again, the server's side included.
    { method: "GET", url: `/api/user/push-subscription?endpoint=${encodeURIComponent(device.endpoint)}`, body: undefined },
  ]);
});

test("turning it off removes the subscription from the server, then from the browser", async () => {
  const { device, calls, state } = pushBrowser({ permission: "granted", subscribed: true });
  settings();
  const box = screen.getByRole("checkbox", SWITCH);
  await waitFor(() => expect(box).toBeChecked());
  await userEvent.click(box);
  expect(await screen.findByText("Notifications are off for this device")).toBeInTheDocument();
  await waitFor(() => expect(box).not.toBeChecked());
  expect(calls).toEqual([
    // On the way in, the page asks whether the server still sends to this device.
    { method: "GET", url: `/api/user/push-subscription?endpoint=${encodeURIComponent(device.endpoint)}`, body: undefined },
    { method: "DELETE", url: "/api/user/push-subscription", body: { endpoint: device.endpoint } },
  ]);
  expect(state.unsubscribed).toBe(1);
});

test("a browser whose push service refuses to subscribe says so, and the switch stays off", async () => {
  const { calls } = pushBrowser({ pushServiceFails: true });
  settings();
  const box = screen.getByRole("checkbox", SWITCH);
  await waitFor(() => expect(box).toBeEnabled());
  await userEvent.click(box);
  expect(
    await screen.findByText("Notifications could not be turned on: this browser's push service did not accept the subscription (private windows have none). Try again later."),
  ).toBeInTheDocument();
  await waitFor(() => expect(box).not.toBeChecked());
  expect(calls.filter((call) => call.method === "PUT")).toEqual([]);
});

test("a subscription the server forgot (signed out of every device elsewhere) shows push off, and turning it on subscribes again", async () => {
  const { device, calls } = pushBrowser({ permission: "granted", subscribed: true, forgotten: true });
  settings();
  const box = screen.getByRole("checkbox", SWITCH);
  await waitFor(() => expect(box).toHaveAccessibleDescription("Turn on to get Pickline's notifications on this device."));
  expect(box).not.toBeChecked();
  expect(box).toBeEnabled();

  await userEvent.click(box);
  expect(await screen.findByText("Notifications are on for this device")).toBeInTheDocument();
  await waitFor(() => expect(box).toBeChecked());
  expect(calls.filter((call) => call.method === "PUT")).toEqual([{ method: "PUT", url: "/api/user/push-subscription", body: device }]);
});

test("a subscription the server refuses is taken back from the browser, and the refusal is shown", async () => {
  const { state } = pushBrowser({ refuseSubscription: true });
  settings();
  const box = screen.getByRole("checkbox", SWITCH);
  await waitFor(() => expect(box).toBeEnabled());
  await userEvent.click(box);
  expect(await screen.findByText("Notifications could not be turned on: Expected the address of a browser's push service")).toBeInTheDocument();
  await waitFor(() => expect(box).not.toBeChecked());
  expect(state.subscription).toBeNull();
});

test("a browser that blocks the site, cannot receive push or registers no worker leaves the switch off and says why", async () => {
  pushBrowser({ permission: "denied" });
  const { unmount } = settings();
  const box = screen.getByRole("checkbox", SWITCH);
  await waitFor(() => expect(box).toHaveAccessibleDescription(/blocks notifications from Pickline: allow them in its site settings/));
  expect(box).toBeDisabled();
  unmount();

  for (const browser of [{ push: false }, { worker: false }]) {
    pushBrowser(browser);
    const { unmount: done } = settings();
    await waitFor(() => expect(screen.getByRole("checkbox", SWITCH)).toHaveAccessibleDescription("This browser cannot receive push notifications."));
    expect(screen.getByRole("checkbox", SWITCH)).toBeDisabled();
    done();
  }
});

test("on an iPhone in Safari the switch points to the Home Screen steps shown beside it", async () => {
  pushBrowser({ push: false });
  jest.spyOn(window.navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1");
  window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  settings();
  await waitFor(() => expect(screen.getByRole("checkbox", SWITCH)).toHaveAccessibleDescription(/add Pickline to your Home Screen first/));
  expect(screen.getByText(/add Pickline to your Home Screen$/)).toBeInTheDocument();
});

test("the offer's Not now, and a prompt dismissed in the browser, are remembered; neither subscribes", async () => {
  const { calls } = pushBrowser({ answer: "default" });
  const done = jest.fn();
  render(
    <ToastProvider>
      <PushOffer device="off" headingId="offer" onDone={done} />
    </ToastProvider>,
  );
  expect(screen.getByRole("heading", { name: "Get a nudge before kickoff?" })).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Turn on notifications" }));
  await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  expect(Date.now() - pushRefusedAt()!).toBeLessThan(5_000);
  window.localStorage.clear();

  await userEvent.click(screen.getByRole("button", { name: "Not now" }));
  expect(done).toHaveBeenCalledTimes(2);
  expect(Date.now() - pushRefusedAt()!).toBeLessThan(5_000);
  expect(calls).toEqual([]);
});

/** The preferences API as the page meets it: each PUT answers the preferences with the change applied, unless refused. */
function preferencesApi(refusal?: { code: string; message: string; issues?: { path: string; message: string }[] }) {
  const sent: unknown[] = [];
  let current = EVERY_TYPE;
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    if (url !== "/api/user/push-preferences" || init.method !== "PUT") return { ok: false, status: 404, json: async () => ({}) } as Response;
    const change = JSON.parse(String(init.body));
    sent.push(change);
    if (refusal) return { ok: false, status: 400, json: async () => ({ error: refusal }) } as Response;
    current = { ...current, ...change };
    return { ok: true, status: 200, json: async () => ({ payload: current }) } as Response;
  }) as unknown as typeof fetch;
  return sent;
}

test("each type is a labelled checkbox saved as it changes, from the keyboard too", async () => {
  pushBrowser({ push: false });
  const sent = preferencesApi();
  settings();
  for (const name of ["Pick reminder", "Results", "Week won", "Pool announcements", "Survivor"]) {
    expect(screen.getByRole("checkbox", { name })).toBeChecked();
  }
  expect(screen.getByRole("checkbox", { name: "Results" })).toHaveAccessibleDescription("When your picks and parlays settle: one message for a night's results.");
  screen.getByRole("checkbox", { name: "Results" }).focus();
  await userEvent.keyboard(" ");
  expect(await screen.findByText("Push settings saved")).toBeInTheDocument();
  expect(screen.getByRole("checkbox", { name: "Results" })).not.toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Results" })).toHaveFocus();
  expect(sent).toEqual([{ settled: false }]);
});

test("quiet hours start as the night in the browser's time zone, and changed times are saved with their button", async () => {
  pushBrowser({ push: false });
  const sent = preferencesApi();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  settings();
  expect(screen.queryByLabelText("From")).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole("checkbox", { name: "Quiet hours" }));
  expect(await screen.findByText("Push settings saved")).toBeInTheDocument();
  expect(sent).toEqual([{ quietHours: { start: "22:00", end: "07:00", timeZone: zone } }]);
  expect(screen.getByRole("checkbox", { name: "Quiet hours" })).toHaveAccessibleDescription(expect.stringContaining(`Nothing is sent from 22:00 to 07:00 (${zone})`));

  await userEvent.clear(screen.getByLabelText("From"));
  await userEvent.type(screen.getByLabelText("From"), "23:30");
  await userEvent.click(screen.getByRole("button", { name: "Save quiet hours" }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toEqual({ quietHours: { start: "23:30", end: "07:00", timeZone: zone } });

  await userEvent.click(screen.getByRole("checkbox", { name: "Quiet hours" }));
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(sent[2]).toEqual({ quietHours: null });
  await waitFor(() => expect(screen.queryByLabelText("From")).not.toBeInTheDocument());
});

test("a change the server refuses goes back and says why", async () => {
  pushBrowser({ push: false });
  preferencesApi({ code: "VALIDATION_ERROR", message: "Some fields are not valid", issues: [{ path: "quietHours.end", message: "Quiet hours need an end different from their start" }] });
  settings();
  await userEvent.click(screen.getByRole("checkbox", { name: "Quiet hours" }));
  expect(await screen.findByText("Your push settings could not be saved: Quiet hours need an end different from their start")).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole("checkbox", { name: "Quiet hours" })).not.toBeChecked());
});

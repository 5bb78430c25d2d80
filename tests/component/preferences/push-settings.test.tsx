// Push in the profile settings and the offer: the switch turns push on through the browser's prompt and the server's
// key and off through the server and the browser, says why it cannot when it cannot, and a refusal is remembered.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PushSettings } from "@/components/preferences/PushSettings";
import { PushOffer } from "@/components/push/PushOffer";
import { ToastProvider } from "@/components/ui/toast/ToastProvider";
import { pushRefusedAt } from "@/lib/client/push-device";
import { pushBrowser, VAPID_PUBLIC_KEY } from "@/tests/support/push-browser";

const SWITCH = { name: "Push notifications on this device" };

const settings = () =>
  render(
    <ToastProvider>
      <PushSettings />
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
  expect(calls).toEqual([{ method: "DELETE", url: "/api/user/push-subscription", body: { endpoint: device.endpoint } }]);
  expect(state.unsubscribed).toBe(1);
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

test("a browser that blocks the site, or cannot receive push, leaves the switch off and says why", async () => {
  pushBrowser({ permission: "denied" });
  const { unmount } = settings();
  const box = screen.getByRole("checkbox", SWITCH);
  await waitFor(() => expect(box).toHaveAccessibleDescription(/blocks notifications from Pickline: allow them in its site settings/));
  expect(box).toBeDisabled();
  unmount();

  pushBrowser({ push: false });
  settings();
  await waitFor(() => expect(screen.getByRole("checkbox", SWITCH)).toHaveAccessibleDescription("This browser cannot receive push notifications."));
  expect(screen.getByRole("checkbox", SWITCH)).toBeDisabled();
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

// A browser as the push code sees it, for component tests: the notification permission and its prompt, the service
// worker's registration and its PushManager, and the API's answers, each recording what the page asked of it.
import { publicEnv } from "@/lib/settings/environment";
import { deviceSubscription } from "./push-device";

export const VAPID_PUBLIC_KEY = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";

type Permission = NotificationPermission;
/**
 * `worker: false`: the browser registers no service worker (a policy that blocks them). `forgotten`: the browser holds
 * its subscription but the server no longer does (the picker signed out of every device since).
 */
type Options = {
  permission?: Permission;
  answer?: Permission;
  subscribed?: boolean;
  forgotten?: boolean;
  push?: boolean;
  worker?: boolean;
  refuseSubscription?: boolean;
  /** The browser's push service refuses to subscribe (unreachable, or a private window, where Chromium has no push). */
  pushServiceFails?: boolean;
};
type Call = { method: string; url: string; body: unknown };

export function pushBrowser({
  permission = "default",
  answer = "granted",
  subscribed = false,
  forgotten = false,
  push = true,
  worker = true,
  refuseSubscription = false,
  pushServiceFails = false,
}: Options = {}) {
  const device = deviceSubscription();
  /** The endpoints the server stores for this picker. */
  const stored = new Set<string>(subscribed && !forgotten ? [device.endpoint] : []);
  const calls: Call[] = [];
  const state = { permission, subscription: null as PushSubscription | null, subscribedWith: null as PushSubscriptionOptionsInit | null, unsubscribed: 0 };
  const subscription = () =>
    ({
      endpoint: device.endpoint,
      // The browser's JSON carries expirationTime too; the server takes only the endpoint and keys.
      toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }),
      unsubscribe: async () => {
        state.unsubscribed += 1;
        state.subscription = null;
        return true;
      },
    }) as unknown as PushSubscription;
  if (subscribed) state.subscription = subscription();

  const pushManager = {
    getSubscription: async () => state.subscription,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      if (pushServiceFails) throw new DOMException("Registration failed - push service error", "AbortError");
      state.subscribedWith = options;
      state.subscription = subscription();
      return state.subscription;
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  Object.defineProperty(window.navigator, "serviceWorker", {
    configurable: true,
    value: worker
      ? { getRegistration: async () => registration, register: async () => registration, ready: Promise.resolve(registration) }
      : { getRegistration: async () => undefined, register: async () => undefined, ready: new Promise(() => undefined) },
  });
  if (push) Object.defineProperty(window, "PushManager", { configurable: true, value: function PushManager() {} });
  else delete (window as { PushManager?: unknown }).PushManager;
  Object.defineProperty(window, "Notification", {
    configurable: true,
    value: {
      get permission() {
        return state.permission;
      },
      requestPermission: async () => (state.permission = answer),
    },
  });
  jest.replaceProperty(publicEnv, "isProductionBuild", true);

  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === "PUT" && refuseSubscription) {
      return { ok: false, status: 400, json: async () => ({ error: { code: "VALIDATION_ERROR", message: "Expected the address of a browser's push service" } }) } as Response;
    }
    const body = init.body ? (JSON.parse(String(init.body)) as { endpoint: string }) : undefined;
    if (method === "PUT") stored.add(body!.endpoint);
    if (method === "DELETE") stored.delete(body!.endpoint);
    const asked = new URL(url, "http://localhost").searchParams.get("endpoint");
    const payload = method === "GET" ? { publicKey: VAPID_PUBLIC_KEY, subscribed: asked === null ? null : stored.has(asked) } : { subscribed: method === "PUT" };
    return { ok: true, status: 200, json: async () => ({ payload }) } as Response;
  }) as unknown as typeof fetch;

  return { device, calls, state };
}

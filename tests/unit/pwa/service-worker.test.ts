// The service worker (public/sw.js) run in a sandbox with stand-ins for the browser's caches and network: what it
// answers itself, what it stores, and what it leaves to the browser.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

const ORIGIN = "https://pickline.test";
const SOURCE = fs.readFileSync(path.join(process.cwd(), "public/sw.js"), "utf8");

type Listener = (event: unknown) => void;
type FakeRequest = { url: string; method: string; mode: string };

/** Cache Storage in memory, keyed by URL. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: string | FakeRequest) => new URL(typeof request === "string" ? request : request.url, ORIGIN).href;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (request: string | FakeRequest) => store.get(key(request))?.clone(),
      put: async (request: string | FakeRequest, response: Response) => void store.set(key(request), response),
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(key(url), new Response(`cached ${url}`, { status: 200 }));
      },
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (request: string | FakeRequest) => {
        for (const store of stores.values()) {
          const hit = store.get(key(request));
          if (hit) return hit.clone();
        }
        return undefined;
      },
    },
  };
}

/** A same-origin answer, as the browser's fetch gives it (Node's responses say "default"), copies included. */
function basic(response: Response): Response {
  const clone = response.clone.bind(response);
  Object.defineProperty(response, "type", { value: "basic" });
  Object.defineProperty(response, "clone", { value: () => basic(clone()) });
  return response;
}

/**
 * Loads the worker with its own listeners, caches and network (which fails when `online` is false); `search` is the
 * query of the script's address it was registered with.
 */
function loadWorker({ search = "" } = {}) {
  const listeners = new Map<string, Listener>();
  const caches = memoryCaches();
  const network = { online: true, fetched: [] as string[] };
  const fetch = async (request: FakeRequest) => {
    network.fetched.push(request.url);
    if (!network.online) throw new TypeError("Failed to fetch");
    return basic(new Response(`fresh ${request.url}`, { status: 200 }));
  };
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const windows = { open: [] as { url: string; focused: boolean; refusesFocus?: boolean; navigatedTo?: string }[], opened: [] as string[] };
  const self = {
    location: { origin: ORIGIN, search },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: {
      claim: async () => undefined,
      matchAll: async () =>
        windows.open.map((client) => ({
          url: client.url,
          focus: async () => {
            if (client.refusesFocus) throw new Error("InvalidAccessError: Not allowed to focus a window.");
            client.focused = true;
            return undefined;
          },
          navigate: async (url: string) => void (client.navigatedTo = url),
        })),
      openWindow: async (url: string) => void windows.opened.push(url),
    },
  };
  vm.runInNewContext(SOURCE, { self, caches: caches.api, fetch, Response, URL, URLSearchParams, Promise, console });

  /** Dispatches a fetch event: the answer the worker gave, or null when it left the request to the browser. */
  async function request(url: string, init: Partial<FakeRequest> = {}): Promise<Response | null> {
    let answer: Promise<Response> | null = null;
    const pending: Promise<unknown>[] = [];
    const event = {
      request: { url: new URL(url, ORIGIN).href, method: "GET", mode: "cors", ...init },
      respondWith: (response: Promise<Response>) => (answer = response),
      waitUntil: (work: Promise<unknown>) => pending.push(work),
    };
    listeners.get("fetch")!(event);
    const response = answer ? await answer : null;
    await Promise.all(pending);
    return response;
  }

  async function lifecycle(type: "install" | "activate"): Promise<void> {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (work: Promise<unknown>) => pending.push(work) });
    await Promise.all(pending);
  }

  /** Dispatches a push event carrying `data` (JSON unless a string is given). */
  async function push(data: unknown): Promise<void> {
    const pending: Promise<unknown>[] = [];
    const text = typeof data === "string" ? data : JSON.stringify(data);
    listeners.get("push")!({ data: { json: () => JSON.parse(text) }, waitUntil: (work: Promise<unknown>) => pending.push(work) });
    await Promise.all(pending);
  }

  /** Taps the notification shown last. */
  async function tap(): Promise<boolean> {
    const pending: Promise<unknown>[] = [];
    let closed = false;
    const notification = { data: shown.at(-1)!.options.data, close: () => (closed = true) };
    listeners.get("notificationclick")!({ notification, waitUntil: (work: Promise<unknown>) => pending.push(work) });
    await Promise.all(pending);
    return closed;
  }

  const cachedUrls = () => [...caches.stores.values()].flatMap((store) => [...store.keys()].map((url) => new URL(url).pathname));
  return { request, lifecycle, network, caches, cachedUrls, push, tap, shown, windows };
}

describe("the service worker", () => {
  test("installing stores the offline page and the public icons, nothing else", async () => {
    const worker = loadWorker();
    await worker.lifecycle("install");
    expect(worker.cachedUrls().sort()).toEqual(
      ["/icon-192.png", "/icon-512.png", "/icon-maskable-512.png", "/icon.svg", "/manifest.webmanifest", "/offline.html"].sort(),
    );
  });

  test("a page comes from the network and is never stored; offline, the offline page answers instead", async () => {
    const worker = loadWorker();
    await worker.lifecycle("install");
    const online = await worker.request("/pools/12", { mode: "navigate" });
    expect(await online!.text()).toBe(`fresh ${ORIGIN}/pools/12`);
    expect(worker.cachedUrls()).not.toContain("/pools/12");

    worker.network.online = false;
    const offline = await worker.request("/pools/12", { mode: "navigate" });
    expect(await offline!.text()).toBe("cached /offline.html");
  });

  test("offline with the caches emptied by a sign-out, a page still gets a plain offline answer", async () => {
    const worker = loadWorker();
    worker.network.online = false;
    const offline = await worker.request("/", { mode: "navigate" });
    expect(offline!.status).toBe(503);
    expect(await offline!.text()).toBe("You are offline.");
  });

  test("after a sign-out emptied the caches, the next page loaded online puts the offline page back", async () => {
    const worker = loadWorker();
    await worker.request("/", { mode: "navigate" });
    expect(worker.cachedUrls()).toContain("/offline.html");
  });

  test("hashed build files are stored once and then served from the cache", async () => {
    const worker = loadWorker();
    const first = await worker.request("/_next/static/chunks/app-abc123.js");
    expect(await first!.text()).toBe(`fresh ${ORIGIN}/_next/static/chunks/app-abc123.js`);
    worker.network.online = false;
    const second = await worker.request("/_next/static/chunks/app-abc123.js");
    expect(await second!.text()).toBe(`fresh ${ORIGIN}/_next/static/chunks/app-abc123.js`);
    expect(worker.network.fetched).toHaveLength(1);
  });

  test("registered by a development server, it leaves build files to the browser: they are not content-hashed there", async () => {
    const worker = loadWorker({ search: "?development" });
    expect(await worker.request("/_next/static/chunks/app.js")).toBeNull();
    expect(worker.cachedUrls()).toEqual([]);
    // The rest works as in production: the offline page, and push.
    worker.network.online = false;
    await (await worker.caches.api.open("pickline-shell-v1")).put("/offline.html", new Response("offline page"));
    expect(await (await worker.request("/", { mode: "navigate" }))!.text()).toBe("offline page");
  });

  test("public icons come from the network first and from the cache offline", async () => {
    const worker = loadWorker();
    await worker.lifecycle("install");
    expect(await (await worker.request("/icon-192.png"))!.text()).toBe(`fresh ${ORIGIN}/icon-192.png`);
    worker.network.online = false;
    expect(await (await worker.request("/icon-192.png"))!.text()).toBe(`fresh ${ORIGIN}/icon-192.png`);
  });

  test.each([
    ["an API call", "/api/user/preferences", {}],
    ["a client navigation's server data", "/pools/12?_rsc=1x2y", {}],
    ["a personal image", "/api/picker/alice/avatar", {}],
    ["another host's file", "https://cdn.example.com/_next/static/x.js", {}],
    ["a form post", "/api/logout", { method: "POST" }],
    ["a page's non-navigation fetch", "/notifications", {}],
  ])("%s is left to the browser and stored nowhere", async (_what, url, init) => {
    const worker = loadWorker();
    expect(await worker.request(url, init)).toBeNull();
    expect(worker.cachedUrls()).toEqual([]);
    expect(worker.network.fetched).toEqual([]);
  });

  test("activating a new version deletes the caches of older versions", async () => {
    const worker = loadWorker();
    await (await worker.caches.api.open("pickline-static-v0")).put("/_next/static/old.js", new Response("old"));
    await worker.lifecycle("install");
    await worker.lifecycle("activate");
    expect([...worker.caches.stores.keys()]).not.toContain("pickline-static-v0");
    expect(worker.cachedUrls()).toContain("/offline.html");
  });

  test("a push message is shown with its title, text and tag, and a tap opens its page in a new window", async () => {
    const worker = loadWorker();
    await worker.push({ title: "Your picks settled", body: "3 won, 1 lost", url: "/picker/sam", tag: "settled-2030-01-05" });
    expect(worker.shown).toEqual([
      { title: "Your picks settled", options: expect.objectContaining({ body: "3 won, 1 lost", tag: "settled-2030-01-05", data: { url: "/picker/sam" } }) },
    ]);
    expect(await worker.tap()).toBe(true);
    expect(worker.windows.opened).toEqual([`${ORIGIN}/picker/sam`]);
  });

  test("a tap with Pickline already open focuses that window and takes it to the page", async () => {
    const worker = loadWorker();
    worker.windows.open.push({ url: `${ORIGIN}/pools`, focused: false });
    await worker.push({ title: "Pool announcement", body: "Week 3 starts Thursday", url: "/pools/7" });
    await worker.tap();
    expect(worker.windows.open[0]).toMatchObject({ focused: true, navigatedTo: `${ORIGIN}/pools/7` });
    expect(worker.windows.opened).toEqual([]);
  });

  test("a window the browser will not focus is still taken to the page", async () => {
    const worker = loadWorker();
    worker.windows.open.push({ url: `${ORIGIN}/pools`, focused: false, refusesFocus: true });
    await worker.push({ title: "You won the week", body: "Week 3 in Smith Family", url: "/pools/7" });
    await worker.tap();
    expect(worker.windows.open[0]).toMatchObject({ focused: false, navigatedTo: `${ORIGIN}/pools/7` });
    expect(worker.windows.opened).toEqual([]);
  });

  test.each([
    ["another site", "https://evil.example/steal"],
    ["a protocol-relative address", "//evil.example/steal"],
    ["no page at all", undefined],
  ])("a message naming %s opens the notifications instead", async (_what, url) => {
    const worker = loadWorker();
    await worker.push({ title: "Hello", body: "", url });
    await worker.tap();
    expect(worker.windows.opened).toEqual([`${ORIGIN}/notifications`]);
  });

  test("a message that is not JSON still shows a notice, under the site's name", async () => {
    const worker = loadWorker();
    await worker.push("not json");
    expect(worker.shown.map(({ title }) => title)).toEqual(["Pickline"]);
  });
});

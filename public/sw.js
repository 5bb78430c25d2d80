// Pickline's service worker (docs/adr-app-and-push.md). It shows public/offline.html when a page cannot be loaded,
// keeps the build's hashed assets and the public icons for speed, and shows web push messages. It never stores a page, an API answer or anything
// else that depends on who is signed in: those go to the network untouched, and signing out empties every cache
// (components/auth/use-sign-out.ts), so nothing of one person's session is left on a shared phone.
const VERSION = "v1";
const SHELL_CACHE = `pickline-shell-${VERSION}`;
const STATIC_CACHE = `pickline-static-${VERSION}`;
const OFFLINE_URL = "/offline.html";
/**
 * Registered by a development server (`/sw.js?development`): its build files are not content-hashed, so a stored copy
 * would hide the latest edit; they are left to the browser there, and the rest (the offline page, push) works alike.
 */
const DEVELOPMENT = new URLSearchParams(self.location.search).has("development");
/** Files that are the same for every visitor, fetched at install so the offline page can show its icon. */
const PUBLIC_FILES = [OFFLINE_URL, "/icon.svg", "/icon-192.png", "/icon-512.png", "/icon-maskable-512.png", "/manifest.webmanifest"];

/**
 * How a request is answered: "page" (the network, the offline page when it fails), "asset" (a content-hashed build
 * file: the cache first, it never changes), "public" (a public file: the network first, the cache offline), or
 * "network" (left to the browser: API calls, server-rendered data, other hosts, anything but GET).
 */
function routeFor(request, origin) {
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  if (url.origin !== origin) return "network";
  if (request.mode === "navigate") return "page";
  if (url.pathname.startsWith("/_next/static/")) return DEVELOPMENT ? "network" : "asset";
  if (PUBLIC_FILES.includes(url.pathname)) return "public";
  return "network";
}

/** Only complete answers from our own origin are kept (no errors, no redirects, no opaque answers). */
async function keep(cacheName, request, response) {
  if (!response.ok || response.type !== "basic") return;
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
}

async function offlinePage() {
  const cached = await caches.match(OFFLINE_URL);
  return cached ?? new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Signing out empties the caches; the next page loaded while online puts the public files back. */
async function refillShell() {
  const cache = await caches.open(SHELL_CACHE);
  if (await cache.match(OFFLINE_URL)) return;
  await cache.addAll(PUBLIC_FILES).catch(() => undefined);
}

async function page(event) {
  try {
    const response = await fetch(event.request);
    event.waitUntil(refillShell());
    return response;
  } catch {
    return offlinePage();
  }
}

async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  await keep(STATIC_CACHE, request, response.clone());
  return response;
}

async function publicFile(request) {
  try {
    const response = await fetch(request);
    await keep(SHELL_CACHE, request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PUBLIC_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  const current = [SHELL_CACHE, STATIC_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !current.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const route = routeFor(event.request, self.location.origin);
  if (route === "page") event.respondWith(page(event));
  else if (route === "asset") event.respondWith(asset(event.request));
  else if (route === "public") event.respondWith(publicFile(event.request));
});

/** A pushed message's page: a path on this site only, whatever the message says. */
function pagePath(url) {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/notifications";
}

// A push message (lib/server/push/deliver-push.ts): a title, a line of text and the page a tap opens. A message of the
// same tag replaces the one before it (one notice for a night's results, not one per pick).
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === "string" && message.title ? message.title : "Pickline";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      tag: typeof message.tag === "string" ? message.tag : undefined,
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      data: { url: pagePath(message.url) },
    }),
  );
});

// A tap opens the message's page: in a Pickline window already open if there is one, else in a new one. A browser may
// refuse the focus (it allows it only briefly after the tap): the window is still taken to the page.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(pagePath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => (client ?? open).navigate(url), () => open.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});

// The app's service worker (public/sw.js): where it is served and the one registration every caller shares.
import { publicEnv } from "@/lib/settings/environment";

export const SERVICE_WORKER_URL = "/sw.js";

/** Production builds only: in development the build's files are not content-hashed, and a cached copy would hide the latest edit. */
export function serviceWorkerAvailable(): boolean {
  return publicEnv.isProductionBuild && typeof navigator !== "undefined" && "serviceWorker" in navigator;
}

export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
}

/** The worker's registration, registering it if the page has not yet (push needs it before the page's load event may have fired). */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  if (!existing) await registerServiceWorker();
  return navigator.serviceWorker.ready;
}

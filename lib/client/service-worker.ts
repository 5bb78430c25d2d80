// The app's service worker (public/sw.js): where it is served and the one registration every caller shares.
import { publicEnv } from "@/lib/settings/environment";

/**
 * The worker's address. A development server registers it too, so push can be tried with `npm run dev`, and tells it
 * so: development files are not content-hashed, and a stored copy would hide the latest edit.
 */
export function serviceWorkerUrl(): string {
  return publicEnv.isProductionBuild ? "/sw.js" : "/sw.js?development";
}

export function serviceWorkerAvailable(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator;
}

export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(serviceWorkerUrl(), { scope: "/" });
}

/**
 * The worker's registration, registering it now if the page has not yet (push settings may be read before the page's
 * load event); null when the browser registers no worker (a policy that blocks them), and then there is no push.
 */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  return existing ?? (await registerServiceWorker().catch(() => undefined)) ?? null;
}

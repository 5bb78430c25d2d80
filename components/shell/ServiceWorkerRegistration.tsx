"use client";
// Registers the service worker (public/sw.js) once the page has loaded, so it never competes with the page's own
// requests. Production builds only: in development the build's files are not content-hashed, and a cached copy would
// hide the latest edit.
import { useEffect } from "react";
import { publicEnv } from "@/lib/settings/environment";

export const SERVICE_WORKER_URL = "/sw.js";

export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!publicEnv.isProductionBuild || !("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).catch(() => undefined);
    if (document.readyState === "complete") register();
    else {
      window.addEventListener("load", register, { once: true });
      return () => window.removeEventListener("load", register);
    }
  }, []);
  return null;
}

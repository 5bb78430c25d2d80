"use client";
// Registers the service worker (public/sw.js) once the page has loaded, so it never competes with the page's own
// requests. A development server registers it too, told to keep no build file (lib/client/service-worker.ts).
import { useEffect } from "react";
import { registerServiceWorker, serviceWorkerAvailable } from "@/lib/client/service-worker";

export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!serviceWorkerAvailable()) return;
    const register = () => void registerServiceWorker().catch(() => undefined);
    if (document.readyState === "complete") register();
    else {
      window.addEventListener("load", register, { once: true });
      return () => window.removeEventListener("load", register);
    }
  }, []);
  return null;
}

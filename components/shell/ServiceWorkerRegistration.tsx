"use client";
// Registers the service worker (public/sw.js) once the page has loaded, so it never competes with the page's own
// requests. Production builds only: in development the build's files are not content-hashed, and a cached copy would
// hide the latest edit.
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

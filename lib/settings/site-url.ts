// Absolute URLs for canonical links, sitemaps and structured data, on the configured origin (never the request's).
import { siteOrigin } from "./index";

export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith("/") ? path : `/${path}`}`;
}

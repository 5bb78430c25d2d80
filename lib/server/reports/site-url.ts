// The public origin (SITE_URL) for canonical URLs, sitemaps and structured data.
export const DEFAULT_SITE_URL = "http://localhost:3000";

export function siteUrl(): string {
  const raw = process.env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  return raw.replace(/\/+$/, "");
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path.startsWith("/") ? path : `/${path}`}`;
}

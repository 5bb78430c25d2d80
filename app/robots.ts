// robots.txt: everything public may be crawled except the API, the admin area and account pages; points to the sitemap.
import type { MetadataRoute } from "next";
import { siteOrigin } from "@/lib/settings";
import { absoluteUrl } from "@/lib/settings/site-url";

export const dynamic = "force-dynamic";

export const DISALLOWED_PATHS = ["/api/", "/admin", "/login", "/signup", "/verify", "/logout", "/notifications"];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: DISALLOWED_PATHS }],
    sitemap: absoluteUrl("/sitemap.xml"),
    host: siteOrigin(),
  };
}

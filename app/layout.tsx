// Root layout: metadata, and the document and shell around every page (components/shell/SiteDocument.tsx).
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteDocument } from "@/components/shell/SiteDocument";
import { SITE_DESCRIPTION, SITE_NAME, THEME_COLOR } from "@/lib/settings/site";
import { siteOrigin } from "@/lib/settings";

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin()),
  applicationName: SITE_NAME,
  title: { default: "Pickline: free sports picks", template: "%s · Pickline" },
  description: SITE_DESCRIPTION,
  openGraph: { siteName: SITE_NAME, type: "website", title: "Pickline: free sports picks", description: SITE_DESCRIPTION },
  twitter: { card: "summary" },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
  width: "device-width",
  initialScale: 1,
};

/**
 * Renders nothing per request itself: the shared pages of app/(cached) are made once for every reader, and each other
 * route group's layout renders its pages per request (components/shell/RenderedPerRequest.tsx, docs/adr-csp.md).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}

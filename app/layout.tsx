// Root layout: fonts, metadata, and the shell (header, side drawer, footer, toasts) around every page.
import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { LoginPanelProvider } from "@/components/auth/LoginPanelProvider";
import { ProviderButtons } from "@/components/auth/ProviderButtons";
import { Footer } from "@/components/shell/Footer";
import { Header } from "@/components/shell/Header";
import { PreviewBanner } from "@/components/shell/PreviewBanner";
import { ServiceWorkerRegistration } from "@/components/shell/ServiceWorkerRegistration";
import { PushOfferHost } from "@/components/push/PushOfferHost";
import { ShellConfigProvider } from "@/components/shell/ShellConfig";
import { ToastProvider } from "@/components/ui/toast/ToastProvider";
import { SITE_DESCRIPTION, SITE_NAME, THEME_COLOR } from "@/lib/settings/site";
import { supportEmail } from "@/lib/settings/site-contacts";
import { appTimeZone, siteOrigin } from "@/lib/settings";
import "./globals.css";

// Local file from @fontsource-variable/inter: next/font/google would fetch at build time, and builds run offline.
const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
});

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
 * Every page renders per request, so that its scripts carry the nonce of the response's Content-Security-Policy (the
 * proxy's, docs/adr-csp.md); what is costly to read is cached as data (unstable_cache), not as HTML. Nothing here
 * depends on the caller: the header's account area is filled in the browser.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <ShellConfigProvider value={{ supportEmail: supportEmail(), timeZone: appTimeZone() }}>
          <ToastProvider>
            <LoginPanelProvider providers={<ProviderButtons />}>
              <PreviewBanner />
              <Header />
              <div id="content" tabIndex={-1} className="shell-content">
                {children}
              </div>
              <Footer />
              <ServiceWorkerRegistration />
              <PushOfferHost />
            </LoginPanelProvider>
          </ToastProvider>
        </ShellConfigProvider>
      </body>
    </html>
  );
}

// Root layout: fonts, metadata, and the shell (header, side drawer, footer, toasts) around every page.
import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { LoginPanelProvider } from "@/components/auth/LoginPanelProvider";
import { Footer } from "@/components/shell/Footer";
import { Header } from "@/components/shell/Header";
import { ShellConfigProvider } from "@/components/shell/ShellConfig";
import { ToastProvider } from "@/components/ui/toast/ToastProvider";
import { SITE_DESCRIPTION, SITE_NAME, THEME_COLOR } from "@/lib/config/site";
import { supportEmail } from "@/lib/config/site-contacts";
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

// Reads no request data (no cookies, no headers), so pages that do not read any themselves are static or ISR.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <ShellConfigProvider value={{ supportEmail: supportEmail(), timeZone: appTimeZone() }}>
          <ToastProvider>
            <LoginPanelProvider>
              <Header />
              <div id="content" tabIndex={-1} className="shell-content">
                {children}
              </div>
              <Footer />
            </LoginPanelProvider>
          </ToastProvider>
        </ShellConfigProvider>
      </body>
    </html>
  );
}

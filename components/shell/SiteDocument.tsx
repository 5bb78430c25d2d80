// The document around every page: fonts, the shell (header, side drawer, footer, toasts) and the global styles. Shared
// by the root layout and the not-found page of unmatched URLs (app/global-not-found.tsx), which has no layout around it.
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { LoginPanelProvider } from "@/components/auth/LoginPanelProvider";
import { ProviderButtons } from "@/components/auth/ProviderButtons";
import { Footer } from "@/components/shell/Footer";
import { Header } from "@/components/shell/Header";
import { PreviewBanner } from "@/components/shell/PreviewBanner";
import { ShellConfigProvider } from "@/components/shell/ShellConfig";
import { ToastProvider } from "@/components/ui/toast/ToastProvider";
import { supportEmail } from "@/lib/settings/site-contacts";
import { appTimeZone } from "@/lib/settings";
import "@/app/globals.css";

// Local file from @fontsource-variable/inter: next/font/google would fetch at build time, and builds run offline.
const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
});

/** Nothing here depends on the caller: the header's account area is filled in the browser. */
export function SiteDocument({ children }: { children: ReactNode }) {
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
            </LoginPanelProvider>
          </ToastProvider>
        </ShellConfigProvider>
      </body>
    </html>
  );
}

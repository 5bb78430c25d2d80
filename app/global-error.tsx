"use client";
// The last-resort error screen when the root layout itself fails: it must bring its own <html> and styles.
import { ErrorScreen } from "@/components/shell/ErrorScreen";
import { DEFAULT_SUPPORT_EMAIL } from "@/lib/settings/site";
import { publicEnv } from "@/lib/settings/environment";
import "./globals.css";

export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <ErrorScreen
          error={error}
          supportEmail={publicEnv.supportEmail ?? DEFAULT_SUPPORT_EMAIL}
          where="root layout"
        />
      </body>
    </html>
  );
}

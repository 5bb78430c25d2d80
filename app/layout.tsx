// Root layout: the html shell every page renders inside.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Pickline: free sports picks", template: "%s · Pickline" },
  description: "Pick the winners of NFL, NBA, NHL and MLB games, earn points from the odds and climb the leaderboard. Free, no real money.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

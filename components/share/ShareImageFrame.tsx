// The frame of every share preview image (next/og, inline styles only): brand line, body and footer line.
import type { ReactNode } from "react";

export const INK = { background: "#0d1b2a", text: "#ffffff", muted: "#b9c2d6", accent: "#f2a900", won: "#3ddc84", lost: "#ff6b6b" };

export function resultColor(label: string): string {
  if (label.startsWith("Won")) return INK.won;
  if (label === "Lost") return INK.lost;
  return INK.muted;
}

export function ShareImageFrame({ kicker, footer, children }: { kicker: string; footer: string; children: ReactNode }) {
  return (
    <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", background: INK.background, color: INK.text, padding: 56, fontFamily: "sans-serif" }}>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 30, color: INK.accent, fontWeight: 700 }}>
        <span>Pickline</span>
        <span>{kicker}</span>
      </div>
      <div style={{ display: "flex", flexDirection: "column", flex: 1, justifyContent: "center" }}>{children}</div>
      <div style={{ display: "flex", justifyContent: "center", fontSize: 28, color: INK.muted }}>{footer}</div>
    </div>
  );
}

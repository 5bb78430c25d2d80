// The web app manifest: name, colours, icons and shortcuts for the installed app ("add to home screen").
import type { MetadataRoute } from "next";
import { SITE_DESCRIPTION, SITE_NAME, THEME_COLOR } from "@/lib/settings/site";

const SHORTCUT_ICONS = [{ src: "/icon-192.png", sizes: "192x192", type: "image/png" }];

/** What a long press on the installed app's icon offers. */
const APP_SHORTCUTS = [
  { name: "Today's board", short_name: "Board", url: "/", description: "Today's games and your picks" },
  { name: "My pools", short_name: "Pools", url: "/pools", description: "Your pools and their tables" },
  { name: "Notifications", short_name: "Notifications", url: "/notifications", description: "What happened to your picks" },
] as const;

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${SITE_NAME}: free sports picks`,
    short_name: SITE_NAME,
    description: SITE_DESCRIPTION,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#f3f5f9",
    theme_color: THEME_COLOR,
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: APP_SHORTCUTS.map((shortcut) => ({ ...shortcut, icons: SHORTCUT_ICONS })),
  };
}

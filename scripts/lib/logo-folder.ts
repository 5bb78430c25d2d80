// Reads public/logos/{league}/{ABBR}.svg into the manifest shape TeamBadge uses ({ league: [ABBR, ...] }).
import fs from "node:fs";
import path from "node:path";
import { LEAGUES } from "@/lib/domain/leagues";

export const LOGO_MANIFEST_PATH = path.join("lib", "ui", "team-logos.json");
const LOGO_ROOT = path.join("public", "logos");

export function readLogoFolder(root: string = LOGO_ROOT): Record<string, string[]> {
  const manifest: Record<string, string[]> = {};
  for (const league of LEAGUES) {
    const dir = path.join(root, league);
    if (!fs.existsSync(dir)) continue;
    const logos = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".svg"))
      .map((file) => file.slice(0, -".svg".length))
      .sort();
    if (logos.length > 0) manifest[league] = logos;
  }
  return manifest;
}

// npm run logos:manifest: lists the licensed team logos under public/logos/{league}/{ABBR}.svg for TeamBadge.
// Client components cannot look at the file system, so the check happens here and ships as a JSON manifest.
import fs from "node:fs";
import { LOGO_MANIFEST_PATH, readLogoFolder } from "./lib/logo-folder";

const manifest = readLogoFolder();
const text = `${JSON.stringify(manifest, null, 2)}\n`;
if (!fs.existsSync(LOGO_MANIFEST_PATH) || fs.readFileSync(LOGO_MANIFEST_PATH, "utf8") !== text) {
  fs.writeFileSync(LOGO_MANIFEST_PATH, text);
}
const count = Object.values(manifest).reduce((sum, list) => sum + list.length, 0);
console.log(`logos:manifest: ${count} team logos listed in ${LOGO_MANIFEST_PATH}`);

// The committed team-logo manifest lists exactly the SVGs under public/logos (run `npm run logos:manifest` after adding some).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import manifest from "@/lib/ui/team-logos.json";
import { readLogoFolder } from "@/scripts/lib/logo-folder";

describe("team logo manifest", () => {
  it("matches the public/logos folder", () => {
    expect(manifest).toEqual(readLogoFolder());
  });

  it("lists SVG files per league and ignores everything else", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "logos-"));
    fs.mkdirSync(path.join(root, "nba"));
    fs.mkdirSync(path.join(root, "xfl"));
    fs.writeFileSync(path.join(root, "nba", "BOS.svg"), "<svg/>");
    fs.writeFileSync(path.join(root, "nba", "NYK.svg"), "<svg/>");
    fs.writeFileSync(path.join(root, "nba", "notes.txt"), "");
    fs.writeFileSync(path.join(root, "xfl", "ABC.svg"), "<svg/>");
    expect(readLogoFolder(root)).toEqual({ nba: ["BOS", "NYK"] });
    fs.rmSync(root, { recursive: true, force: true });
  });
});

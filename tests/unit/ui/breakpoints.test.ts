// One definition of the layout breakpoints: every desktop-sized media query in the CSS uses lib/ui/breakpoints.ts's numbers.
import fs from "node:fs";
import path from "node:path";
import { BIG_SCREEN, DESKTOP, TABLET } from "@/lib/ui/breakpoints";

function cssFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : cssFiles(full);
    return entry.name.endsWith(".css") ? [full] : [];
  });
}

const files = ["app", "components"].flatMap(cssFiles);

describe("breakpoints", () => {
  it("are the product's numbers", () => {
    expect(DESKTOP).toBe(1050);
    expect(BIG_SCREEN).toBe(1824);
    expect(TABLET).toBeLessThan(DESKTOP);
  });

  it("are the only widths from tablet size up that CSS media queries use", () => {
    // Small component tweaks below tablet size are local; anything wider must be a named breakpoint.
    const allowed = new Set([TABLET, DESKTOP, BIG_SCREEN, DESKTOP - 1, BIG_SCREEN - 1]);
    const offenders: string[] = [];
    for (const file of files) {
      const css = fs.readFileSync(file, "utf8");
      for (const match of css.matchAll(/@media[^{]*?(?:min|max)-width:\s*([\d.]+)px/g)) {
        const width = Math.round(Number(match[1]));
        if (width >= 768 && !allowed.has(width)) offenders.push(`${file}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("include the desktop layout in the shell's CSS", () => {
    const header = fs.readFileSync("components/shell/Header.module.css", "utf8");
    expect(header).toContain(`@media (min-width: ${DESKTOP}px)`);
    const globals = fs.readFileSync("app/globals.css", "utf8");
    expect(globals).toContain(`@media (min-width: ${BIG_SCREEN}px)`);
  });
});

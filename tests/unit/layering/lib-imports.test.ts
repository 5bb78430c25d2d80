// lib/ is what components build on: nothing in it imports a component module.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const COMPONENT_IMPORT = /from\s+["'](?:@\/components\/|(?:\.\.\/)+components\/)/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

test("no file in lib/ imports from components/", () => {
  const files = sourceFiles("lib");
  expect(files.length).toBeGreaterThan(50);
  expect(files.filter((file) => COMPONENT_IMPORT.test(fs.readFileSync(path.join(ROOT, file), "utf8")))).toEqual([]);
});

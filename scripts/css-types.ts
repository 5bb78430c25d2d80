// npm run css:types: writes a `.module.css.d.ts` next to every CSS module, so `styles.x` is type-checked.
// css-modules-typescript-loader is a webpack loader and never runs under Turbopack; this is the replacement.
import fs from "node:fs";
import path from "node:path";
import { cssModuleClassNames, cssModuleDeclaration } from "./lib/css-module-classes";

const ROOTS = ["app", "components", "emails"];
const SKIP = new Set(["node_modules", ".next", ".data", "lib/generated"]);

function walk(dir: string, found: string[]): string[] {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) walk(full, found);
    } else if (entry.name.endsWith(".module.css") || entry.name.endsWith(".module.css.d.ts")) {
      found.push(full);
    }
  }
  return found;
}

function main(): void {
  const files = ROOTS.flatMap((root) => walk(root, []));
  let written = 0;
  let removed = 0;
  for (const file of files) {
    if (file.endsWith(".d.ts")) {
      // A declaration whose stylesheet is gone would keep a deleted module type-checking.
      if (!fs.existsSync(file.slice(0, -".d.ts".length))) {
        fs.rmSync(file);
        removed++;
      }
      continue;
    }
    const declaration = cssModuleDeclaration(cssModuleClassNames(fs.readFileSync(file, "utf8")));
    const target = `${file}.d.ts`;
    if (!fs.existsSync(target) || fs.readFileSync(target, "utf8") !== declaration) {
      fs.writeFileSync(target, declaration);
      written++;
    }
  }
  const modules = files.filter((file) => file.endsWith(".module.css")).length;
  console.log(`css:types: ${modules} CSS modules, ${written} declarations written, ${removed} stale removed`);
}

main();

// The README's layout map, read by the tests that hold the tree to it: which folders exist, and on which floor each
// part of lib/ stands.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./import-graph";

/** The fenced block under "## Layout", as its lines. */
export function layoutMapLines(readme: string = readFileSync(join(ROOT, "README.md"), "utf8")): string[] {
  const section = readme.split(/^## Layout\s*$/m)[1];
  if (section === undefined) throw new Error('README.md has no "## Layout" section');
  const block = /```[^\n]*\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('The "## Layout" section has no fenced map');
  return block[1].split("\n");
}

/** The part of lib/ a path or import target belongs to: its top folder or its file ("lib/server", "lib/db"); null outside lib/. */
export function libPartOf(path: string): string | null {
  return /^(lib\/[^/]+?)(?:\.tsx?)?(?:\/|$)/.exec(path)?.[1] ?? null;
}

/** Each lib/ part's floor, from the number after its path in the map ("lib/domain/   2  pure rules" → lib/domain: 2). */
export function floorsOf(lines: string[]): Map<string, number> {
  const floors = new Map<string, number>();
  for (const line of lines) {
    const match = /^(lib\/\S+?)\/?\s+(\d+)\s/.exec(line);
    const part = match && libPartOf(match[1]);
    if (part) floors.set(part, Number(match[2]));
  }
  return floors;
}

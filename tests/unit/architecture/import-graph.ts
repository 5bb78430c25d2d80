// Reads the project's import specifiers as text, so architecture tests can check which folder may import which.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export const ROOT = resolve(__dirname, "../../..");

/** Every .ts/.tsx file under a folder (relative to the repository root), generated code left out. */
export function sourceFiles(folder: string): string[] {
  const absolute = join(ROOT, folder);
  return readdirSync(absolute).flatMap((name) => {
    const path = join(absolute, name);
    if (name === "generated" || name === "node_modules") return [];
    if (statSync(path).isDirectory()) return sourceFiles(relative(ROOT, path));
    return /\.tsx?$/.test(name) ? [relative(ROOT, path)] : [];
  });
}

const SPECIFIER = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The files a source imports, as repository-relative paths without extension ("lib/server/auth/caller"); packages left out. */
export function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(SPECIFIER)].flatMap((match) => {
    const specifier = match[1] ?? match[2];
    if (specifier.startsWith("@/")) return [specifier.slice(2)];
    if (specifier.startsWith(".")) return [relative(ROOT, resolve(ROOT, dirname(file), specifier))];
    return [];
  });
}

/** The packages a source imports ("dayjs", "node:fs"), for types or values. */
export function packagesOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2]).filter((specifier) => !specifier.startsWith("@/") && !specifier.startsWith("."));
}

const TYPE_SPECIFIER = /(?:^|\n)\s*(?:import|export)\s+type\b[^;]*?\bfrom\s+["']([^"']+)["']/g;

/** Only the `import type` specifiers of a source, resolved like importsOf. */
export function typeImportsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  return [...text.matchAll(TYPE_SPECIFIER)].flatMap(([, specifier]) => {
    if (specifier.startsWith("@/")) return [specifier.slice(2)];
    if (specifier.startsWith(".")) return [relative(ROOT, resolve(ROOT, dirname(file), specifier))];
    return [];
  });
}

export function isClientModule(file: string): boolean {
  // The directive may follow the module's opening comment lines.
  return /^\s*(?:\/\/[^\n]*\n\s*)*["']use client["']/.test(readFileSync(join(ROOT, file), "utf8"));
}

/** The specifiers a source imports for their values (whole `import type` statements left out), packages included. */
function valueSpecifiersOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8").replace(TYPE_SPECIFIER, "\n");
  return [...text.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2]);
}

/** A project module's file for an import target such as "lib/domain/periods" (extension or index added), if any. */
function fileOf(target: string): string | null {
  for (const candidate of [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`, target]) {
    try {
      if (statSync(join(ROOT, candidate)).isFile()) return candidate;
    } catch {
      // not this spelling: try the next
    }
  }
  return null;
}

/**
 * What a browser bundle starting at `entry` would pull in through value imports: each project file and package reached,
 * with the chain of files that leads to it ("components/a.tsx → lib/b.ts → zod").
 */
export function valueReach(entry: string): Map<string, string> {
  const reached = new Map<string, string>([[entry, entry]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of valueSpecifiersOf(file)) {
      const local = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? relative(ROOT, resolve(ROOT, dirname(file), specifier)) : null;
      const target = local === null ? specifier : fileOf(local);
      if (target === null || reached.has(target)) continue;
      reached.set(target, `${reached.get(file)} → ${target}`);
      if (local !== null) queue.push(target);
    }
  }
  return reached;
}

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

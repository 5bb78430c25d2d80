// .env.example lists exactly the variables the code reads, and only lib/settings/environment.ts reads them.
import fs from "node:fs";
import path from "node:path";
import { ENV_NAMES } from "@/lib/settings";

const ROOT = path.resolve(__dirname, "../../..");
const APP_CODE = ["app", "lib", "components", "proxy.ts", "instrumentation.ts", "instrumentation-client.ts", "next.config.ts", "prisma.config.ts"];
/** instrumentation.ts tests NEXT_RUNTIME itself: Next inlines it at build time, and only a literal test there keeps Node-only code out of the Edge build. */
const READERS = new Set(["lib/settings/environment.ts", "instrumentation.ts"]);
/** Test tooling the launchers read directly: never part of the app's settings. */
const TOOLING = new Set(["TEST_DATABASE_URL", "CHROMIUM_PATH", "E2E_SKIP_BUILD", "E2E_WORKERS", "PRISMA_SCHEMA_ENGINE_BINARY"]);
/** Written into the build by next.config.ts itself (the API reference script's hashed name): nobody sets these. */
const BUILD_OUTPUTS = new Set(["PICKLINE_REFERENCE_SCRIPT"]);
const READ = /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*["'`]([A-Z][A-Z0-9_]*)["'`]\s*\])/g;

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return /\.(ts|tsx|mjs)$/.test(entry) ? [entry] : [];
  if (["generated", "node_modules"].includes(path.basename(entry))) return [];
  return fs.readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
}

function namesRead(files: string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    for (const match of fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(READ)) {
      const name = match[1] ?? match[2];
      found.set(file, [...(found.get(file) ?? []), name]);
    }
  }
  return found;
}

function exampleNames(): string[] {
  const text = fs.readFileSync(path.join(ROOT, ".env.example"), "utf8");
  return [...text.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
}

test("no app file reads process.env except lib/settings/environment.ts (and instrumentation.ts its runtime)", () => {
  const offenders = [...namesRead(APP_CODE.flatMap(sourceFiles)).keys()].filter((file) => !READERS.has(file));
  expect(offenders).toEqual([]);
});

test("the launchers read only test tooling directly; everything else goes through lib/settings/environment.ts", () => {
  const read = [...namesRead(sourceFiles("scripts")).entries()].flatMap(([file, names]) => names.map((name) => `${file}: ${name}`));
  expect(read.filter((entry) => !TOOLING.has(entry.split(": ")[1]))).toEqual([]);
});

test(".env.example lists every variable the code reads, and nothing else", () => {
  // Besides the schema's names, the build-time public settings and the runtime's own markers are read literally.
  const literal = [...namesRead([...READERS]).values()].flat().filter((name) => !BUILD_OUTPUTS.has(name));
  const read = new Set([...ENV_NAMES, ...literal, ...TOOLING]);
  const listed = exampleNames();
  expect(listed.filter((name, index) => listed.indexOf(name) !== index)).toEqual([]);
  expect([...read].filter((name) => !listed.includes(name)).sort()).toEqual([]);
  expect(listed.filter((name) => !read.has(name)).sort()).toEqual([]);
});

// package.json's engines.node: the maintained LTS lines and Node 20, and never a version a dependency refuses.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const semver = createRequire(__filename)("semver") as { satisfies(version: string, range: string): boolean };
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const range = pkg.engines.node;

/** A release of every line from 18 to 28, early and late, and the first release of each minimum our packages name. */
const SAMPLES = [
  ...Array.from({ length: 11 }, (_, index) => 18 + index).flatMap((major) => [`${major}.0.0`, `${major}.9.0`, `${major}.30.0`]),
  "20.19.0", "22.12.0",
];

test.each(["20.19.0", "20.20.2", "22.12.0", "22.21.0", "24.0.0", "24.11.0", "26.0.0"])("admits Node %s", (version) => {
  expect(semver.satisfies(version, range)).toBe(true);
});

test("admits the Node running these tests", () => {
  expect(semver.satisfies(process.versions.node, range)).toBe(true);
});

test.each(["18.20.0", "20.9.0", "20.18.0", "21.7.0", "22.11.0", "23.5.0", "25.0.0"])("refuses Node %s (end of life, odd, or older than a dependency needs)", (version) => {
  expect(semver.satisfies(version, range)).toBe(false);
});

/**
 * Test-only tools (never installed by a deployment: Vercel prunes devDependencies after the build, which does not run
 * them) whose manifest stops before a line we admit; npm only warns there. oauth2-mock-server (the end-to-end run's
 * OpenID Connect server) names ^20.19 || ^22.12 || ^24 in its last Node 20 release, written before Node 26 existed.
 */
const TEST_ONLY_LAG: Record<string, string> = { "oauth2-mock-server": ">=26" };

/**
 * Packages whose prebuilt browser file the app serves and Node never loads: their engines field speaks for their own
 * build and server tools, which nothing here runs. @scalar/api-reference gives the API reference page its
 * dist/browser/standalone.js, which the build copies into public/ (lib/openapi/reference-script.ts).
 */
const BROWSER_FILE_ONLY = new Set(["@scalar/api-reference"]);

test("every version it admits is one each installed dependency (Next.js, Prisma, ...) admits too", () => {
  const refused = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => {
    const manifest = path.join(ROOT, "node_modules", name, "package.json");
    const theirs = (JSON.parse(fs.readFileSync(manifest, "utf8")) as { engines?: { node?: string } }).engines?.node;
    if (!theirs || BROWSER_FILE_ONLY.has(name)) return [];
    const lag = name in pkg.devDependencies ? TEST_ONLY_LAG[name] : undefined;
    return SAMPLES.filter((version) => semver.satisfies(version, range) && !semver.satisfies(version, theirs) && !(lag && semver.satisfies(version, lag))).map((version) => `${name} (${theirs}) refuses ${version}`);
  });
  expect(refused).toEqual([]);
});

test("a browser-file-only package is never imported by code that runs in Node", () => {
  const walk = (entry: string): string[] => {
    const full = path.join(ROOT, entry);
    if (!fs.existsSync(full)) return [];
    if (fs.statSync(full).isDirectory()) return fs.readdirSync(full).flatMap((child) => walk(path.join(entry, child)));
    return /\.(ts|tsx|mjs|js)$/.test(entry) ? [entry] : [];
  };
  const sources = ["lib", "app", "components", "scripts", "proxy.ts", "instrumentation.ts", "next.config.ts"].flatMap(walk);
  const importers = sources.filter((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    return [...BROWSER_FILE_ONLY].some((name) => new RegExp(`(?:from|import|require)\\s*\\(?\\s*["']${name}["'/]`).test(text));
  });
  expect(importers).toEqual([]);
});

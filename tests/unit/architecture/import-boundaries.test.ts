// The folder rules that keep the layers apart: the client never reaches server code, lib never reaches components,
// every part of lib/ imports only from the floors below it (the README's layout map numbers them), pure rules at the
// bottom do no I/O, and the areas of lib/server import each other without loops.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { importsOf, isClientModule, packagesOf, ROOT, sourceFiles, typeImportsOf, valueReach } from "./import-graph";
import { floorsOf, layoutMapLines, libPartOf } from "./layout-map";

const CLIENT_FOLDERS = ["lib/swr", "lib/client"];

/** The browser's own entry, bundled into every page. */
const CLIENT_INSTRUMENTATION = "instrumentation-client.ts";

/** Browser code: the client folders, the browser instrumentation and every "use client" module of app/, components/ and lib/. */
function clientFiles(): string[] {
  const marked = [...sourceFiles("app"), ...sourceFiles("components"), ...sourceFiles("lib")].filter(isClientModule);
  return [...new Set([...CLIENT_FOLDERS.flatMap(sourceFiles), CLIENT_INSTRUMENTATION, ...marked])];
}

/** An import target inside lib/api, the route handlers' adapters. */
function isRouteAdapter(target: string): boolean {
  return target === "lib/api" || target.startsWith("lib/api/");
}

function areaOf(path: string): string | null {
  return /^lib\/server\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** What lib/ may import from outside it: the mail templates and the package's own manifest, which import nothing of lib/. */
const BELOW_LIB = ["emails/", "package.json"];

/** Every import of lib/ that does not go down a floor, as "file → target (floor a → b)", or that reaches a part with no floor. */
function backwardImports(imports: [file: string, target: string][], floors: Map<string, number>): string[] {
  return imports.flatMap(([file, target]) => {
    const from = libPartOf(file)!;
    const to = libPartOf(target);
    if (to === null) return BELOW_LIB.some((ground) => target.startsWith(ground)) ? [] : [`${file} → ${target} (outside lib/)`];
    if (to === from) return [];
    const [a, b] = [floors.get(from), floors.get(to)];
    if (a === undefined || b === undefined) return [`${file} → ${target} (${a === undefined ? from : to} has no floor in the README's map)`];
    return b < a ? [] : [`${file} → ${target} (floor ${a} → ${b})`];
  });
}

/** What pure rules may use: date arithmetic and schemas, never a file, the network, the database or the environment. */
const PURE_PACKAGES = /^(dayjs|dayjs\/plugin\/\w+|zod)$/;

/** Area → the other areas it imports. */
function areaGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles("lib/server")) {
    const from = areaOf(file);
    if (!from) continue;
    const targets = graph.get(from) ?? new Set<string>();
    for (const to of importsOf(file).map(areaOf)) if (to && to !== from) targets.add(to);
    graph.set(from, targets);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each written "a → b → a". */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) found.add([...trail.slice(at), next].join(" → "));
      else walk(next, [...trail, next]);
    }
  };
  for (const start of graph.keys()) walk(start, [start]);
  return [...found];
}

describe("import boundaries", () => {
  it("finds client modules to check", () => {
    expect(clientFiles().length).toBeGreaterThan(50);
  });

  it("keeps client code out of lib/server (its types come from lib/contracts)", () => {
    const offenders = clientFiles().flatMap((file) =>
      importsOf(file).filter((target) => target.startsWith("lib/server")).map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps zod and the server's environment schema out of the browser: no client module reaches them through value imports", () => {
    const forbidden = (target: string) => target === "zod" || target.startsWith("zod/") || target === "lib/settings/index.ts";
    const chains = clientFiles().flatMap((file) => [...valueReach(file).entries()].filter(([target]) => forbidden(target)).map(([, chain]) => chain));
    expect(chains).toEqual([]);
  });

  it("would see a client module reaching zod through a library module", () => {
    expect(valueReach("lib/contracts/page.ts").has("zod")).toBe(true);
  });

  it("keeps the date library out of the browser: game times, dates and slates are formatted with Intl", () => {
    const chains = clientFiles().flatMap((file) => [...valueReach(file).entries()].filter(([target]) => target === "dayjs" || target.startsWith("dayjs/")).map(([, chain]) => chain));
    expect(chains).toEqual([]);
  });

  it("would see a module reaching the date library", () => {
    expect(valueReach("lib/domain/periods.ts").has("dayjs")).toBe(true);
  });

  it("gives components their API types from lib/contracts: server components call use cases, never import server types", () => {
    const offenders = sourceFiles("components").flatMap((file) =>
      typeImportsOf(file).filter((target) => target.startsWith("lib/server")).map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps lib/ free of component imports", () => {
    const offenders = sourceFiles("lib").flatMap((file) =>
      importsOf(file).filter((target) => target.startsWith("components/")).map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps the use cases and rules below the route adapters: lib/server, lib/domain and lib/contracts never import lib/api", () => {
    // lib/api resolves callers and starts syncs through lib/server; an import back would close a loop between them.
    const offenders = ["lib/server", "lib/domain", "lib/contracts"].flatMap(sourceFiles).flatMap((file) =>
      importsOf(file).filter(isRouteAdapter).map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("would see lib/server importing lib/api", () => {
    expect(["lib/api/envelope", "lib/api", "lib/apis/x"].map(isRouteAdapter)).toEqual([true, true, false]);
  });

  it("has no import loop between the areas of lib/server", () => {
    expect(cycles(areaGraph())).toEqual([]);
  });

  it("would see a loop", () => {
    expect(cycles(new Map([["a", new Set(["b"])], ["b", new Set(["a"])]]))).toContain("a → b → a");
  });

  describe("the floors of lib/", () => {
    const floors = floorsOf(layoutMapLines());

    it("gives every part of lib/ a floor in the README's layout map", () => {
      const parts = [...new Set(sourceFiles("lib").map((file) => libPartOf(file)!))];
      expect(parts.length).toBeGreaterThan(15);
      expect(parts.filter((part) => !floors.has(part))).toEqual([]);
    });

    it("has every import of lib/ go down a floor: none sideways, none up, none to the app above", () => {
      const imports = sourceFiles("lib").flatMap((file) => importsOf(file).map((target): [string, string] => [file, target]));
      expect(backwardImports(imports, floors)).toEqual([]);
    });

    it("would see an import up or sideways, one leaving lib/, and one to a part the map does not number", () => {
      const sample = new Map([["lib/domain", 1], ["lib/settings", 2], ["lib/server", 3], ["lib/api", 4], ["lib/db", 2]]);
      expect(
        backwardImports(
          [
            ["lib/domain/periods.ts", "lib/settings"],
            ["lib/settings/index.ts", "lib/db"],
            ["lib/server/auth/current-user.ts", "auth"],
            ["lib/server/health/check-health.ts", "package.json"],
            ["lib/api/handler.ts", "lib/server/auth/caller"],
            ["lib/api/handler.ts", "lib/newcomer/x"],
            ["lib/db.ts", "lib/settings/environment"],
          ],
          sample,
        ),
      ).toEqual([
        "lib/domain/periods.ts → lib/settings (floor 1 → 2)",
        "lib/settings/index.ts → lib/db (floor 2 → 2)",
        "lib/server/auth/current-user.ts → auth (outside lib/)",
        "lib/api/handler.ts → lib/newcomer/x (lib/newcomer has no floor in the README's map)",
        "lib/db.ts → lib/settings/environment (floor 2 → 2)",
      ]);
    });

    it("keeps the pure rules at the bottom, above only the schema's generated enums, and free of I/O: no package beyond dates and schemas, no environment", () => {
      const domain = sourceFiles("lib/domain");
      expect([...floors].filter(([part, floor]) => floor <= floors.get("lib/domain")! && part !== "lib/domain")).toEqual([["lib/generated", 1]]);
      const generated = domain.flatMap((file) => importsOf(file).filter((target) => target.startsWith("lib/generated/") && target !== "lib/generated/prisma/enums"));
      expect(generated).toEqual([]);
      const packages = domain.flatMap((file) => packagesOf(file).filter((name) => !PURE_PACKAGES.test(name)).map((name) => `${file} → ${name}`));
      expect(packages).toEqual([]);
      expect(domain.filter((file) => /\bprocess\.|\bfetch\s*\(/.test(readFileSync(join(ROOT, file), "utf8")))).toEqual([]);
    });
  });
});

// The folder rules that keep the layers apart: the client never reaches server code, lib never reaches components,
// route adapters (lib/api) sit above the use cases and rules they call, and the areas of lib/server import each other
// without loops.
import { importsOf, isClientModule, sourceFiles, typeImportsOf, valueReach } from "./import-graph";

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
});

// The path-and-methods table the proxy reads, derived from the declarations in lib/contracts. The proxy must not load
// the declarations themselves (every zod schema of the API) to answer a wrong address or to choose a read's cache key,
// so the table is written out as plain data (lib/api/api-routes.generated.ts) by scripts/write-api-route-table.ts, and
// a unit test holds the written file to the declarations.
import type { EndpointDeclaration } from "@/lib/contracts/endpoint";
import type { CachedCall } from "./shared-cache";

/**
 * A route in OpenAPI's template form: the methods it serves (HEAD with GET, and OPTIONS, as Next.js adds them), and
 * for a GET the CDN may share, its auth mode and cache times.
 */
export type ApiRoute = { methods: readonly string[]; read?: CachedCall };
export type ApiRouteTable = Record<string, ApiRoute>;

type Declared = Pick<EndpointDeclaration, "method" | "path"> & Partial<Pick<EndpointDeclaration, "auth" | "sharedCache">>;

export function apiRouteTable(declarations: readonly Declared[]): ApiRouteTable {
  const byPath = new Map<string, { methods: Set<string>; read?: CachedCall }>();
  for (const { method, path, auth, sharedCache } of declarations) {
    const route = byPath.get(path) ?? { methods: new Set(["OPTIONS"]) };
    route.methods.add(method);
    if (method === "GET") {
      route.methods.add("HEAD");
      if (sharedCache && auth) route.read = { auth, sharedCache: { fresh: sharedCache.fresh, stale: sharedCache.stale } };
    }
    byPath.set(path, route);
  }
  const paths = [...byPath.keys()].sort();
  return Object.fromEntries(
    paths.map((path) => {
      const { methods, read } = byPath.get(path)!;
      return [path, read ? { methods: [...methods].sort(), read } : { methods: [...methods].sort() }];
    }),
  );
}

/** A value as a one-line TypeScript literal: keys unquoted, spaced as the formatter writes them. */
const literal = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map(literal).join(", ")}]`
  : value && typeof value === "object" ? `{ ${Object.entries(value).map(([key, inner]) => `${key}: ${literal(inner)}`).join(", ")} }`
  : JSON.stringify(value);

/** The source of lib/api/api-routes.generated.ts for a table. */
export function apiRouteTableSource(table: ApiRouteTable): string {
  const lines = Object.entries(table).map(([path, route]) => `  ${JSON.stringify(path)}: ${literal(route)},`);
  return [
    "// Written by `npx tsx scripts/write-api-route-table.ts` from the declarations in lib/contracts: do not edit by hand",
    "// (tests/unit/api/api-route-table.test.ts fails when this file and the declarations disagree).",
    'import type { ApiRouteTable } from "./api-route-table";',
    "",
    "export const API_ROUTES: ApiRouteTable = {",
    ...lines,
    "};",
    "",
  ].join("\n");
}

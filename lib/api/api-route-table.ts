// The path-and-methods table the proxy's API path guard reads, derived from the declarations in lib/contracts. The
// proxy must not load the declarations themselves (every zod schema of the API) to answer a wrong address, so the
// table is written out as plain data (lib/api/api-routes.generated.ts) by scripts/write-api-route-table.ts, and a unit
// test holds the written file to the declarations.
import type { EndpointDeclaration } from "@/lib/contracts/endpoint";

/** Each route's path in OpenAPI's template form and the methods it serves, HEAD with GET and OPTIONS, as Next.js adds them. */
export type ApiRouteTable = Record<string, readonly string[]>;

export function apiRouteTable(declarations: readonly Pick<EndpointDeclaration, "method" | "path">[]): ApiRouteTable {
  const byPath = new Map<string, Set<string>>();
  for (const { method, path } of declarations) {
    const methods = byPath.get(path) ?? new Set(["OPTIONS"]);
    methods.add(method);
    if (method === "GET") methods.add("HEAD");
    byPath.set(path, methods);
  }
  const paths = [...byPath.keys()].sort();
  return Object.fromEntries(paths.map((path) => [path, [...byPath.get(path)!].sort()]));
}

/** The source of lib/api/api-routes.generated.ts for a table. */
export function apiRouteTableSource(table: ApiRouteTable): string {
  const lines = Object.entries(table).map(([path, methods]) => `  ${JSON.stringify(path)}: ${JSON.stringify(methods).replaceAll(",", ", ")},`);
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

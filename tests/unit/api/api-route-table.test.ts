// The proxy answers wrong API addresses from a table written out from the declarations: the written file must be the
// declarations' table, and reading it must load no declaration (no zod schema on the proxy's cold start).
import fs from "node:fs";
import path from "node:path";
import { apiRouteTable, apiRouteTableSource } from "@/lib/api/api-route-table";
import { listEndpoints } from "@/lib/contracts/api";

const GENERATED = path.join(process.cwd(), "lib/api/api-routes.generated.ts");

test("lib/api/api-routes.generated.ts is the declarations' table (rewrite it with `npx tsx scripts/write-api-route-table.ts`)", () => {
  const expected = apiRouteTableSource(apiRouteTable(listEndpoints().map(({ declaration }) => declaration)));
  expect(fs.readFileSync(GENERATED, "utf8")).toBe(expected);
});

test("a path served by GET also answers HEAD, and every path OPTIONS", () => {
  expect(apiRouteTable([{ method: "GET", path: "/api/a" }, { method: "POST", path: "/api/a" }, { method: "DELETE", path: "/api/b/{id}" }])).toEqual({
    "/api/a": { methods: ["GET", "HEAD", "OPTIONS", "POST"] },
    "/api/b/{id}": { methods: ["DELETE", "OPTIONS"] },
  });
});

test("a GET the CDN may share carries its auth mode and cache times, for the proxy's choice of cache key", () => {
  const table = apiRouteTable([
    { method: "GET", path: "/api/a", auth: "hybrid", sharedCache: { fresh: 10, stale: 30 } },
    { method: "GET", path: "/api/b", auth: "auth" },
  ]);
  expect(table).toEqual({
    "/api/a": { methods: ["GET", "HEAD", "OPTIONS"], read: { auth: "hybrid", sharedCache: { fresh: 10, stale: 30 } } },
    "/api/b": { methods: ["GET", "HEAD", "OPTIONS"] },
  });
  expect(apiRouteTableSource(table)).toContain(`"/api/a": { methods: ["GET", "HEAD", "OPTIONS"], read: { auth: "hybrid", sharedCache: { fresh: 10, stale: 30 } } },`);
});

test("the guard answers an unknown path and a wrong method without loading the declarations", () => {
  jest.isolateModules(() => {
    jest.doMock("@/lib/contracts/api", () => {
      throw new Error("the API path guard loaded the declarations");
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { declaredRead, unservedApiRequest } = require("@/lib/api/api-path-guard") as typeof import("@/lib/api/api-path-guard");
    expect(unservedApiRequest("/api/no-such-call", "GET")?.status).toBe(404);
    expect(unservedApiRequest("/api/leaderboard", "DELETE")?.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(unservedApiRequest("/api/leaderboard", "GET")).toBeNull();
    expect(declaredRead("/api/leaderboard")).toEqual({ auth: expect.any(String), sharedCache: { fresh: expect.any(Number), stale: expect.any(Number) } });
  });
});

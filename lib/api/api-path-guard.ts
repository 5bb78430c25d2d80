// Which declared call a path under /api is, so that the proxy answers a path no route serves (NOT_FOUND) and a method
// its route does not serve (405 with Allow) in the JSON envelope: past the proxy, Next.js would answer the first with
// its HTML not-found page and the second with a bare 405. The declarations are the one list of routes and methods
// (a test holds every route file on disk to them); the proxy reads them as a plain table written from them, so that
// answering an address, or choosing a read's cache key, loads no schema (lib/api/api-route-table.ts).
import { API_ROUTES } from "./api-routes.generated";
import { AppError } from "@/lib/errors/app-error";
import { fail } from "./envelope";
import type { CachedCall } from "./shared-cache";

/** A route's path, a parameter as null, the methods it serves, and its GET's caching when the CDN may share it. */
type Served = { segments: (string | null)[]; methods: readonly string[]; read: CachedCall | null };

const segmentsOf = (path: string) => path.split("/").slice(1);

const routes: Served[] = Object.entries(API_ROUTES).map(([path, { methods, read }]) => ({
  segments: segmentsOf(path).map((segment) => (/^\{.+\}$/.test(segment) ? null : segment)),
  methods,
  read: read ?? null,
}));

/**
 * The route Next.js would choose: among the routes whose segments fit, the one with a fixed segment where the others
 * have a parameter, from the left (so /api/pools/join/x is the invite route, not a pool's).
 */
function routeOf(pathname: string): Served | null {
  const segments = segmentsOf(pathname);
  const fitting = routes.filter(
    (route) => route.segments.length === segments.length && route.segments.every((fixed, i) => segments[i] !== "" && (fixed === null || fixed === segments[i])),
  );
  const rank = (route: Served) => route.segments.map((fixed) => (fixed === null ? "1" : "0")).join("");
  return fitting.sort((a, b) => rank(a).localeCompare(rank(b)))[0] ?? null;
}

/** The envelope's answer for a path or method under /api that no route serves, or null to let the request through. */
export function unservedApiRequest(pathname: string, method: string): Response | null {
  const route = routeOf(pathname);
  if (!route) return fail(new AppError("NOT_FOUND", { message: "There is no API call at this address" }));
  if (route.methods.includes(method)) return null;
  const allow = route.methods.join(", ");
  const response = fail(new AppError("METHOD_NOT_ALLOWED", { message: `This address answers ${allow} only` }));
  response.headers.set("Allow", allow);
  return response;
}

/** The caching of the GET a path under /api is, or null when no route reads it or the CDN may not share it. */
export function declaredRead(pathname: string): CachedCall | null {
  return routeOf(pathname)?.read ?? null;
}

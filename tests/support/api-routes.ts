// Every API route on disk (app/api/**/route.ts) with its URL template and exported methods, so table-driven tests
// fail when a new route is not in their table.
import fs from "node:fs";
import path from "node:path";

export type RouteHandler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export type ApiRoute = {
  /** e.g. "/api/[sport]/[league]/fixture/[id]" */
  template: string;
  file: string;
  methods: string[];
};

const API_DIR = path.join(process.cwd(), "app", "api");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** The methods a route file exports, read from its source (importing every route is left to the tests that call them). */
function exportedMethods(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  return METHODS.filter((method) => new RegExp(`export\\s+(const|async function|function)\\s+${method}\\b|export const \\{[^}]*\\b${method}\\b`).test(source));
}

export function apiRoutes(): ApiRoute[] {
  return routeFiles(API_DIR)
    .map((file) => ({
      file,
      template: `/api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/")}`,
      methods: exportedMethods(file),
    }))
    .sort((a, b) => a.template.localeCompare(b.template));
}

/** "GET /api/follow/[id]" for every method of every route. */
export function routeKeys(): string[] {
  return apiRoutes().flatMap((route) => route.methods.map((method) => `${method} ${route.template}`));
}

export async function loadHandler(template: string, method: string): Promise<RouteHandler> {
  const exported = (await import(`@/app${template}/route`)) as Record<string, RouteHandler>;
  const handler = exported[method];
  if (!handler) throw new Error(`${template} exports no ${method}`);
  return handler;
}

/** A segment put in the URL exactly as given, percent signs and all (a malformed encoding, for instance). */
export type RawSegment = { raw: string };

/**
 * Fills a template's [param] and [...param] segments; returns the URL path and the params Next.js would pass. A raw
 * segment Next.js cannot decode never reaches a handler (the proxy answers it); its params carry the text undecoded.
 */
export function fillTemplate(template: string, values: Record<string, string | RawSegment>) {
  const params: Record<string, string | string[]> = {};
  const pathname = template.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, rest: string | undefined, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${template}: no value for ${name}`);
    if (typeof value !== "string") {
      params[name] = rest ? value.raw.split("/") : value.raw;
      return value.raw;
    }
    // A URL cannot carry a lone surrogate: Next.js would decode its bytes to U+FFFD, so the handler sees that.
    const decoded = value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
    params[name] = rest ? decoded.split("/") : decoded;
    return decoded.split("/").map(encodeURIComponent).join("/");
  });
  return { pathname, params };
}

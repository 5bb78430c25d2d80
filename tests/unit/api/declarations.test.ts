// Every route file's methods are built from a declaration in the registry, and every declaration has its route: the
// typed client and the reference, built from the registry, then describe exactly the calls the server answers.
import fs from "node:fs";
import type { z } from "zod";
import { apiEndpoints, listEndpoints } from "@/lib/contracts/api";
import type { EndpointDeclaration } from "@/lib/contracts/endpoint";
import { apiRoutes } from "@/tests/support/api-routes";

type Registry = Record<string, Record<string, EndpointDeclaration>>;
const registry = apiEndpoints as unknown as Registry;

/** `export const GET = route(poolsApi.get, ...)`: the method, the resource's object and the call's key. */
const DECLARED_EXPORT = /export const (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\s*=\s*(?:route|declared)\(\s*(\w+)Api\.(\w+)\b/g;

type Use = { file: string; template: string; method: string; resource: string; name: string };

function declaredExports(): { uses: Use[]; undeclared: string[] } {
  const uses: Use[] = [];
  const undeclared: string[] = [];
  for (const { file, template, methods } of apiRoutes()) {
    const source = fs.readFileSync(file, "utf8");
    const found = [...source.matchAll(DECLARED_EXPORT)].map(([, method, resource, name]) => ({ file, template, method, resource, name }));
    uses.push(...found);
    for (const method of methods) if (!found.some((use) => use.method === method)) undeclared.push(`${method} ${template}`);
  }
  return { uses, undeclared };
}

/** "/api/[sport]/fixture/[id]" against "/api/{sport}/fixture/{id}"; a catch-all folder ([...x]) stands for one or more segments. */
function pathMatches(template: string, path: string): boolean {
  const folders = template.split("/");
  const segments = path.split("/");
  for (let index = 0; index < folders.length; index++) {
    const folder = folders[index];
    if (/^\[\.\.\.[^\]]+\]$/.test(folder)) return index === folders.length - 1 && segments.length > index;
    const segment = segments[index];
    if (segment === undefined) return false;
    const dynamic = /^\[([^\]]+)\]$/.exec(folder);
    if (dynamic ? segment !== `{${dynamic[1]}}` : segment !== folder) return false;
  }
  return segments.length === folders.length;
}

/** The keys an object schema (or an object piped through a transform) reads. */
function objectKeys(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: { type: string; in?: z.ZodType; shape?: Record<string, unknown> } } })._zod.def;
  if (def.type === "pipe" && def.in) return objectKeys(def.in);
  return Object.keys(def.shape ?? {}).sort();
}

const { uses, undeclared } = declaredExports();
const endpoints = listEndpoints();

test("every method a route file exports is built from a declaration", () => {
  expect(uses.length).toBeGreaterThan(60);
  expect(undeclared).toEqual([]);
});

test("each route uses an existing declaration of its own method and folder path", () => {
  const mismatched = uses.flatMap((use) => {
    const declaration = registry[use.resource]?.[use.name];
    if (!declaration) return [`${use.method} ${use.template}: no ${use.resource}Api.${use.name} in the registry`];
    if (declaration.method !== use.method) return [`${use.method} ${use.template}: ${use.resource}Api.${use.name} declares ${declaration.method}`];
    if (!pathMatches(use.template, declaration.path)) return [`${use.method} ${use.template}: ${use.resource}Api.${use.name} declares ${declaration.path}`];
    return [];
  });
  expect(mismatched).toEqual([]);
});

test("every declaration is served by exactly one route method", () => {
  const served = endpoints.filter(({ resource, name }) => uses.filter((use) => use.resource === resource && use.name === name).length !== 1);
  expect(served.map(({ resource, name }) => `${resource}Api.${name}`)).toEqual([]);
  const keys = endpoints.map(({ declaration }) => `${declaration.method} ${declaration.path}`);
  expect(new Set(keys).size).toBe(keys.length);
});

test("a declaration's params are the placeholders of its path", () => {
  const wrong = endpoints.flatMap(({ resource, name, declaration }) => {
    const placeholders = [...declaration.path.matchAll(/\{(\w+)\}/g)].map(([, key]) => key).sort();
    // The Auth.js catch-all reads its own path: the placeholder documents it, no schema parses it.
    if (declaration.raw && !declaration.params) return [];
    const keys = declaration.params ? objectKeys(declaration.params) : [];
    return JSON.stringify(keys) === JSON.stringify(placeholders) ? [] : [`${resource}Api.${name}: params ${keys.join(",")} for ${declaration.path}`];
  });
  expect(wrong).toEqual([]);
});

test("every JSON call declares its payload, and a raw call declares none", () => {
  const wrong = endpoints.filter(({ declaration }) => (declaration.raw ? declaration.response !== null : declaration.response === null));
  expect(wrong.map(({ resource, name }) => `${resource}Api.${name}`)).toEqual([]);
});

test("declared errors include the refusals the handler itself makes", () => {
  const missing = endpoints.flatMap(({ resource, name, declaration }) => {
    const needed = [
      ...(declaration.auth !== "none" ? (["UNAUTHORIZED"] as const) : []),
      ...(declaration.params || declaration.query || declaration.body ? (["VALIDATION_ERROR"] as const) : []),
      ...(declaration.body ? (["PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"] as const) : []),
      // A cookie from another origin, or any write on a read-only preview.
      ...(declaration.method !== "GET" ? (["FORBIDDEN"] as const) : []),
    ];
    return needed.filter((code) => !declaration.errors.includes(code)).map((code) => `${resource}Api.${name}: ${code}`);
  });
  expect(missing).toEqual([]);
});

// The shape of one API call's declaration: the route handler, the typed client and the OpenAPI document are all built
// from these, so a call's method, path, inputs, payload and refusals are written in exactly one place.
import type { z } from "zod";
import type { ErrorCode } from "@/lib/errors/catalogue";

/** Who may call: anyone ("none", no session read), anyone with the session read when present ("hybrid"), signed in ("auth"). */
export type AuthMode = "none" | "hybrid" | "auth";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * How long the CDN may share a visitor's answer to a public read: `fresh` seconds, then `stale` more while it refreshes
 * in the background. A request with credentials is always answered privately (docs/adr-api-caching.md).
 */
export type SharedCache = { fresh: number; stale: number };

/** Lines and pick counts move in the minutes before a game, when the bursts come. */
export const SHARED_LIVE: SharedCache = { fresh: 10, stale: 30 };
/** Boards, profiles and lists that change with picks and settlements, read far more often than they change. */
export const SHARED_READ: SharedCache = { fresh: 60, stale: 300 };
/** Documents that change only with a deploy, which starts with an empty cache. */
export const SHARED_UNTIL_DEPLOY: SharedCache = { fresh: 3600, stale: 86400 };

export type EndpointDeclaration = {
  method: HttpMethod;
  /** The public path in OpenAPI's template form, e.g. "/api/pools/{poolId}"; under a catch-all folder, the path it serves ("/api/auth/callback/{provider}"). */
  path: string;
  auth: AuthMode;
  /** One line for the reference: what the call does. */
  summary: string;
  /** The reference's group, usually the resource's name. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success payload inside the `{ payload }` envelope; null for a call that answers with `payload: null`. */
  response: z.ZodType | null;
  /** The catalogue errors this call can answer besides the ones every call can (UNKNOWN, SERVICE_UNAVAILABLE, RATE_LIMITED). */
  errors: readonly ErrorCode[];
  /** A call that answers something other than the JSON envelope on success (a CSV, an image, a redirect). */
  raw?: { status: number; contentType: string; description: string };
  /** Largest accepted body in bytes, when not the default. */
  bodyLimit?: number;
  /** A public read whose visitors' answers the CDN may share, and for how long. */
  sharedCache?: SharedCache;
};

/** Declares one call; the `const` parameter keeps the literal method and path for the typed client. */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

export type ParamsOf<E extends EndpointDeclaration> = E["params"] extends z.ZodType ? z.input<E["params"]> : undefined;
export type QueryOf<E extends EndpointDeclaration> = E["query"] extends z.ZodType ? z.input<E["query"]> : undefined;
export type BodyOf<E extends EndpointDeclaration> = E["body"] extends z.ZodType ? z.input<E["body"]> : undefined;
export type PayloadOf<E extends EndpointDeclaration> = E["response"] extends z.ZodType ? z.output<E["response"]> : null;

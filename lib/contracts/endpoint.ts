// The shape of one API call's declaration: the route handler, the typed client and the OpenAPI document are all built
// from these, so a call's method, path, inputs, payload and refusals are written in exactly one place.
import type { z } from "zod";
import type { ErrorCode } from "@/lib/errors/catalogue";

/** Who may call: anyone ("none", no session read), anyone with the session read when present ("hybrid"), signed in ("auth"). */
export type AuthMode = "none" | "hybrid" | "auth";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

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
};

/** Declares one call; the `const` parameter keeps the literal method and path for the typed client. */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

export type ParamsOf<E extends EndpointDeclaration> = E["params"] extends z.ZodType ? z.input<E["params"]> : undefined;
export type QueryOf<E extends EndpointDeclaration> = E["query"] extends z.ZodType ? z.input<E["query"]> : undefined;
export type BodyOf<E extends EndpointDeclaration> = E["body"] extends z.ZodType ? z.input<E["body"]> : undefined;
export type PayloadOf<E extends EndpointDeclaration> = E["response"] extends z.ZodType ? z.output<E["response"]> : null;

// The one wrapper every route handler goes through: auth mode, input parsing, envelope, error mapping and the request's log line.
import { z } from "zod";
import type { EndpointDeclaration, PayloadOf, SharedCache } from "@/lib/contracts/endpoint";
import { conform } from "./conform";
import { deploymentEnvironment, isReadOnlyDeployment, siteOrigin } from "@/lib/settings";
import { auth, isDueForExtension, sessionForToken, type PicklineSession } from "@/lib/server/auth/auth-js";
import { readCallerToken, type Caller } from "@/lib/server/auth/caller";
import { captureError } from "@/lib/observability/report-error";
import { requestIdsOf, serveAs, withRequestIds } from "@/lib/observability/request-context";
import { logRequest, routePattern } from "@/lib/observability/request-log";
import { fail, ok, unknownFailure } from "./envelope";
import { AppError, isAppError } from "@/lib/errors/app-error";
import { DEFAULT_BODY_LIMIT, readJsonBody } from "@/lib/server/net/read-body";
import { parseWith } from "./validation";
import { classifyInfrastructureError, READ_ONLY_MESSAGE } from "./infrastructure-errors";
import { admitted } from "./admission";
import { syncWhenDue } from "@/lib/server/sync/sync-on-traffic";
import { carriesFreshWrite, freshWriteCookie, hasReplica, routeReads } from "@/lib/server/read-db";
import { applySharedCache } from "./shared-cache";

export type { AuthMode } from "@/lib/contracts/endpoint";
import type { AuthMode } from "@/lib/contracts/endpoint";

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

type Schemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
};

type Parsed<S extends Schemas, K extends keyof Schemas> = S[K] extends z.ZodType ? z.output<S[K]> : undefined;

export type HandlerInput<M extends AuthMode, S extends Schemas> = {
  request: Request;
  caller: M extends "auth" ? Caller : Caller | null;
  params: Parsed<S, "params">;
  query: Parsed<S, "query">;
  body: Parsed<S, "body">;
  requestId: string;
};

type Options<M extends AuthMode, S extends Schemas> = S & {
  auth: M;
  /** The contract of the payload, checked outside production (see conform). */
  response?: z.ZodType | null;
  bodyLimit?: number;
  /** Extra response headers on success (for example Cache-Control of public data). */
  headers?: HeadersInit;
  /** A public read the CDN may share for visitors; a request with credentials is answered privately. */
  sharedCache?: SharedCache;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The caller, and its session when one was read (a successful request extends it when due). */
type Resolved = { caller: Caller | null; session: PicklineSession | null };

async function resolveCaller(request: Request, mode: AuthMode): Promise<Resolved> {
  if (mode === "none") return { caller: null, session: null };
  const token = readCallerToken(request);
  if (!token) {
    if (mode === "auth") throw new AppError("UNAUTHORIZED");
    return { caller: null, session: null };
  }
  // Read without extending: a refused request writes nothing, so the session moves only once the request succeeds.
  const session = await auth(request, { extend: false });
  const caller = session?.user ?? null;
  // A bad bearer is always refused: an API client must never be silently treated as a visitor.
  if (!caller && (mode === "auth" || token.source === "bearer")) throw new AppError("UNAUTHORIZED");
  if (caller && token.source === "cookie" && !SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  return { caller, session };
}

/**
 * Rolling sessions: once a request has succeeded, Auth.js's read extends a session used more than a day after its last
 * extension, and a browser's cookie is renewed with it (an API client's bearer has no expiry of its own to renew).
 */
async function extendWhenDue(request: Request, session: PicklineSession | null, response: Response): Promise<Response> {
  const token = readCallerToken(request);
  if (!session || !token || !isDueForExtension(session)) return response;
  const { setCookies } = await sessionForToken(token.token);
  if (token.source === "cookie") for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  return response;
}

/**
 * Cookie-authenticated mutations must come from our own pages (CSRF defence on top of SameSite=Lax): the Origin's
 * scheme, host and port equal the configured site origin (a preview's own URL in a preview), whatever host name the
 * request arrived under. In development the address the browser used counts too (127.0.0.1 instead of localhost),
 * scheme included.
 */
function assertSameOrigin(request: Request): void {
  const origin = parsedOrigin(request.headers.get("origin"));
  if (origin && origin === siteOrigin()) return;
  const host = request.headers.get("host");
  if (origin && host && deploymentEnvironment() === "development" && origin === `${new URL(request.url).protocol}//${host}`) return;
  throw new AppError("FORBIDDEN");
}

/**
 * A preview without a database of its own serves visitors' reads only. Any other method is refused, and so is any
 * call that carries a session or a bearer, whatever its method: some GETs write (the scheduler's sync, the invite
 * lookup that counts guesses), and nobody can sign in to such a preview anyway.
 */
function refuseWhenReadOnly(request: Request): void {
  if (!isReadOnlyDeployment()) return;
  if (SAFE_METHODS.has(request.method) && readCallerToken(request) === null) return;
  throw new AppError("FORBIDDEN", { message: READ_ONLY_MESSAGE });
}

/**
 * With a read replica, a request that writes reads the primary, and so does its caller's every request for a few
 * seconds after a successful write (the cookie it leaves), so they see their own pick at once. Without one, nothing.
 */
async function readsRouted(request: Request, respond: () => Promise<Response>): Promise<Response> {
  if (!hasReplica()) return respond();
  const writes = !SAFE_METHODS.has(request.method);
  const response = await routeReads(writes || carriesFreshWrite(request.headers.get("cookie")), respond);
  if (writes && response.ok && readCallerToken(request)?.source === "cookie") response.headers.append("Set-Cookie", freshWriteCookie());
  return response;
}

/** The serialised origin of an Origin header, or null when it is absent, opaque ("null") or not a URL. */
function parsedOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}

/** What the request line says beyond the response itself: filled in as the request is answered. */
type Outcome = { route?: string; code?: string; error?: unknown };

/** The wrapper under `route()`: route files build from a declaration; tests use this for handlers of their own. */
export function handler<M extends AuthMode, S extends Schemas>(
  options: Options<M, S>,
  run: (input: HandlerInput<M, S>) => Promise<unknown> | unknown,
) {
  return (request: Request, context?: RouteContext): Promise<Response> => {
    const ids = requestIdsOf(request);
    return serveAs(ids, async () => withRequestIds(await serve(request, context, ids.requestId), ids));
  };

  async function serve(request: Request, context: RouteContext | undefined, requestId: string): Promise<Response> {
    const started = performance.now();
    syncWhenDue();
    const path = new URL(request.url).pathname;
    const outcome: Outcome = {};
    let response: Response;
    try {
      response = await admitted(() => readsRouted(request, () => respond(request, context, requestId, path, outcome)));
    } catch (error) {
      if (!isAppError(error)) throw error;
      outcome.code = error.code;
      response = fail(error, requestId);
    }
    // Every request answered here writes exactly one line, its failure included (in production, the only line).
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const { route = path, code, error } = outcome;
    logRequest({ requestId, method: request.method, route, path, status: response.status, durationMs, code, error });
    return response;
  }

  async function respond(request: Request, context: RouteContext | undefined, requestId: string, path: string, outcome: Outcome): Promise<Response> {
    try {
      // Before anything is parsed or looked up: a read-only preview touches no use case with a write in it.
      refuseWhenReadOnly(request);
      // Next.js resolves a static route's params to undefined in production (tests pass {}): both read as no params.
      const rawParams = (context ? await context.params : undefined) ?? {};
      outcome.route = routePattern(path, rawParams);
      const params = options.params ? parseWith(options.params, rawParams) : undefined;
      const query = options.query ? parseWith(options.query, queryObject(request)) : undefined;
      const { caller, session } = await resolveCaller(request, options.auth);
      const body = options.body
        ? parseWith(options.body, await readJsonBody(request, options.bodyLimit ?? DEFAULT_BODY_LIMIT))
        : undefined;
      const result = await run({ request, caller, params, query, body, requestId } as HandlerInput<M, S>);
      const response = result instanceof Response ? result : ok(conformed(options.response, result), { headers: options.headers ?? { "Cache-Control": "no-store" } });
      return await extendWhenDue(request, session, applySharedCache(options.sharedCache, request, response));
    } catch (error) {
      if (isAppError(error)) {
        outcome.code = error.code;
        return fail(error, requestId);
      }
      // An outage is answered 503 and not sent to Sentry, but its cause is in the line: it says which link broke.
      outcome.error = error;
      const infrastructure = classifyInfrastructureError(error);
      if (infrastructure) {
        outcome.code = infrastructure.code;
        return fail(infrastructure, requestId);
      }
      outcome.code = "UNKNOWN";
      captureError(error, { requestId, where: `${request.method} ${path}` });
      return unknownFailure(requestId);
    }
  }
}

/** A declared `payload: null` is held to it too, so a use case that starts returning data cannot leak it unnoticed. */
function conformed(schema: z.ZodType | null | undefined, result: unknown): unknown {
  if (schema === undefined) return result ?? null;
  return conform(schema ?? z.null(), result ?? null);
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a declared call's run receives: the caller its auth mode promises and its inputs as their schemas parse them. */
export type RouteInput<E extends EndpointDeclaration> = {
  request: Request;
  caller: E["auth"] extends "auth" ? Caller : Caller | null;
  params: Out<E["params"]>;
  query: Out<E["query"]>;
  body: Out<E["body"]>;
  requestId: string;
};

/** A JSON call's run returns its declared payload (typed, and checked at run time outside production) or a Response. */
type RouteResult<E extends EndpointDeclaration> = (E["raw"] extends object ? unknown : PayloadOf<E>) | Response;

export type RouteExtras = {
  /** Response headers on success instead of `Cache-Control: no-store` (for example the shared cache of public data). */
  headers?: HeadersInit;
};

/** A route handler with the declaration it serves, so tests and tools can tell which call a route file answers. */
export type DeclaredRoute = ((request: Request, context?: RouteContext) => Promise<Response>) & { declaration: EndpointDeclaration };

/**
 * Builds a route handler from a call's declaration: its auth mode, params, query, body (and body limit) are parsed as
 * declared, and `run` must return the declared payload's type, checked again against the schema outside production. A
 * Response returned by `run` (a raw call, or one that sets cookies or a status of its own) is sent as it is.
 */
export function route<const E extends EndpointDeclaration>(
  declaration: E,
  run: (input: RouteInput<E>) => Promise<RouteResult<E>> | RouteResult<E>,
  extras: RouteExtras = {},
): DeclaredRoute {
  const { auth: mode, params, query, body, bodyLimit, response, sharedCache } = declaration;
  // A raw call answers with a Response of its own; a JSON one returned anyway (the cron summary) is not a client's contract.
  const serve = handler({ auth: mode, params, query, body, bodyLimit, response: declaration.raw ? undefined : response, headers: extras.headers, sharedCache }, run as (input: HandlerInput<AuthMode, Schemas>) => unknown);
  return Object.assign(serve, { declaration });
}

/**
 * Tags a handler this app does not build (the Auth.js catch-all) with its declaration, leaving its behaviour untouched.
 */
export function declared<const E extends EndpointDeclaration>(declaration: E, serve: (request: Request) => Promise<Response>): DeclaredRoute {
  return Object.assign(serve, { declaration });
}

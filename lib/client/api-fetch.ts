// The browser's one call to the API: JSON or multipart in, `payload` out, ApiError on failure; UNAUTHORIZED is announced to the login panel.
import { FALLBACK_ERROR_MESSAGE } from "@/lib/domain/messages";
import { ApiError } from "./api-error";

export const UNAUTHORIZED_EVENT = "pickline:unauthorized";

export type UnauthorizedDetail = { redirect: boolean };

/** How a call behaves, apart from what it sends: the typed client takes these as they are. */
export type FetchOptions = {
  /** Send the browser to /login on UNAUTHORIZED instead of opening the login panel over the page. */
  redirectOnUnauthorized?: boolean;
  /** Do not announce UNAUTHORIZED at all (for calls whose 401 simply means "signed out"). */
  quietUnauthorized?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (a report sent while the page unloads). */
  keepalive?: boolean;
};

type CallOptions = FetchOptions & { method?: string; body?: unknown };

async function toApiError(response: Response, redirect: boolean): Promise<ApiError> {
  try {
    const body = (await response.json()) as { error?: { code?: string; message?: string; issues?: ApiError["issues"]; details?: unknown } };
    if (body.error?.code) {
      return new ApiError(body.error.code, body.error.message ?? FALLBACK_ERROR_MESSAGE, response.status, {
        issues: body.error.issues,
        details: body.error.details,
        redirect,
      });
    }
  } catch {
    // not our envelope (a proxy's error page): fall through
  }
  return new ApiError(response.status === 401 ? "UNAUTHORIZED" : "UNKNOWN", FALLBACK_ERROR_MESSAGE, response.status, { redirect });
}

/** Calls one of our API routes; same-origin cookies go along, so signed-in browsers need no token. Callers go through callApi (lib/client), which writes the URL from a declaration. */
export async function apiFetch<T>(url: string, options: CallOptions = {}): Promise<T> {
  const { method = "GET", body, signal, keepalive } = options;
  // A FormData body is sent as multipart: the browser writes its content type with the boundary.
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(url, {
    method,
    signal,
    keepalive,
    credentials: "same-origin",
    headers: { accept: "application/json", ...(json ? { "content-type": "application/json" } : {}) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  if (!response.ok) {
    const error = await toApiError(response, options.redirectOnUnauthorized ?? false);
    if (error.code === "UNAUTHORIZED" && !options.quietUnauthorized && typeof window !== "undefined") {
      window.dispatchEvent(new CustomEvent<UnauthorizedDetail>(UNAUTHORIZED_EVENT, { detail: { redirect: error.redirect } }));
    }
    throw error;
  }
  return ((await response.json()) as { payload: T }).payload;
}

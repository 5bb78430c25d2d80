// The shared client fetchers: GET for SWR and sendJson for mutations; both return `payload` or throw an ApiError.
import { ApiError } from "./api-error";

async function unwrap<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { payload?: T; error?: { code: string; message: string } } | null;
  if (!response.ok || !body || body.error) {
    const error = body?.error ?? { code: "UNKNOWN", message: "An error has occured" };
    throw new ApiError(error.code, error.message, response.status);
  }
  return body.payload as T;
}

export async function fetcher<T = unknown>(url: string): Promise<T> {
  return unwrap<T>(await fetch(url, { headers: { accept: "application/json" }, credentials: "same-origin" }));
}

export async function sendJson<T = unknown>(url: string, init: { method: "POST" | "PUT" | "DELETE"; body?: unknown }): Promise<T> {
  const response = await fetch(url, {
    method: init.method,
    credentials: "same-origin",
    headers: { accept: "application/json", ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return unwrap<T>(response);
}

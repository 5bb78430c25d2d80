// The SWR fetcher: the hooks' GETs, through the browser's one API call.
import { apiFetch } from "@/lib/client/api-fetch";

/** The SWR fetcher: GET a URL and return its payload. */
export function fetcher<T = unknown>(url: string): Promise<T> {
  return apiFetch<T>(url);
}

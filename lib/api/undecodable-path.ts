// Addresses with a percent-encoding no decoder accepts: Next.js fails them with a bare 500 while matching routes, before
// any page or handler runs, so the proxy answers them (the API in the catalogue's shape, pages with the not-found page).
import { fail } from "./envelope";
import { AppError } from "@/lib/errors/app-error";

/** Next's own not-found route: renders app/not-found.tsx with a 404. */
export const NOT_FOUND_PATH = "/_not-found";

export function isUndecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export function undecodableApiPath(): Response {
  return fail(new AppError("VALIDATION_ERROR", { issues: [{ path: "(path)", message: "The address has a malformed percent-encoding" }] }));
}

// The error every client call throws on a failed response: the API's code and message, the HTTP status.
import { FALLBACK_ERROR_MESSAGE } from "@/lib/domain/messages";

export type ApiIssue = { path: string; message: string };

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly issues?: ApiIssue[];
  /** Machine-readable extras of a refusal (ODDS_CHANGED carries the current lines here). */
  readonly details?: unknown;
  /** When set, an UNAUTHORIZED error sends the browser to /login instead of opening the login panel. */
  readonly redirect: boolean;

  constructor(code: string, message: string, status: number, options: { issues?: ApiIssue[]; details?: unknown; redirect?: boolean } = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.issues = options.issues;
    this.details = options.details;
    this.redirect = options.redirect ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** UNAUTHORIZED has already opened the login panel (the fetcher announces it): callers add no message of their own. */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.code === "UNAUTHORIZED";
}

/** The words a failure shows the user: the API's message, or the fallback for anything else. */
export function errorMessage(error: unknown): string {
  return isApiError(error) && error.message ? error.message : FALLBACK_ERROR_MESSAGE;
}

/** For forms: the first field the API names as at fault, else the failure's own words. */
export function fieldErrorMessage(error: unknown): string {
  return (isApiError(error) && error.issues?.[0]?.message) || errorMessage(error);
}

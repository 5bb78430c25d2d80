// The signed-in user of the current page request (server components and layouts), as auth() reads it.
import "server-only";
import { cache } from "react";
import { auth } from "./auth-js";
import type { Caller } from "./caller";

export type CurrentUser = Caller;

/**
 * Cached per request, so the layout and the page share one lookup. It leaves the session's expiry alone: a page cannot
 * renew the cookie, so extending happens where it can, cookie and row together: a successful API call, such as the
 * header's GET /api/user/shell that every page makes.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => (await auth(undefined, { extend: false }))?.user ?? null);

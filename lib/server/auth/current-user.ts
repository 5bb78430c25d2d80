// The signed-in user of the current page request, read from the session cookie (server components and layouts).
import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { findCallerBySessionToken, SESSION_COOKIES, type Caller } from "./caller";

export type CurrentUser = Caller;

/** Cached per request, so the layout and the page share one lookup. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const jar = await cookies();
  for (const name of SESSION_COOKIES) {
    const token = jar.get(name)?.value;
    if (token) return findCallerBySessionToken(token);
  }
  return null;
});

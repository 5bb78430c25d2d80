// The signed-in user of the current page request (server components and layouts), as auth() reads it.
import "server-only";
import { cache } from "react";
import { auth } from "@/auth";
import type { Caller } from "./caller";

export type CurrentUser = Caller;

/** Cached per request, so the layout and the page share one lookup. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => (await auth())?.user ?? null);

// Loads a shared pick or parlay for a page: the caller decides visibility, and not-found ends in the 404 page.
import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { isAppError } from "@/lib/errors/app-error";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { getSharedParlay } from "./get-shared-parlay";
import { getSharedPick } from "./get-shared-pick";
import { parseShareId } from "@/lib/domain/share-id";

async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

/** One per request (the page and its metadata share it): the share, as the viewer may see it, and the viewer. */
function sharedLoader<T>(get: (id: number, viewerId: string | undefined) => Promise<T>) {
  return cache(async (id: string) => {
    const number = parseShareId(id);
    if (number === null) notFound();
    const viewer = await getCurrentUser();
    return { ...(await orNotFound(() => get(number, viewer?.id))), viewer };
  });
}

export const loadSharedPick = sharedLoader(getSharedPick);

export const loadSharedParlay = sharedLoader(getSharedParlay);

// Work that must be done before a serverless instance is frozen, without holding up the response.
import { after } from "next/server";
import { waitUntil } from "@vercel/functions";

/**
 * Next's after() within a request: it runs the task once the response is sent, and the host (Vercel's waitUntil) keeps
 * the instance alive until it settles. Outside a request scope (a script, a hook Next calls past the render), the host's
 * waitUntil directly; where there is none, a long-lived server simply runs the task.
 */
export function afterResponse(task: () => Promise<unknown>): void {
  try {
    after(task);
    return;
  } catch {
    // after() throws outside a request scope: fall through.
  }
  waitUntil(task().catch(() => undefined));
}

// Pushes caused by a visitor's request (the owner's announcement) go out after the response is sent: the owner never
// waits on the push services, and a failure there is reported, never shown as the request's.
import "server-only";
import { db } from "@/lib/db";
import { afterResponse } from "@/lib/observability/after-response";
import { sendDuePushesReported } from "./send-due-pushes";

export function sendPoolNewsPushesLater(): void {
  afterResponse(() => sendDuePushesReported(db, { newsOnly: true }));
}

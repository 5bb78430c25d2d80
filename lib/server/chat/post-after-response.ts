// A chat post caused by a visitor's request (the owner's announcement) goes out after the response is sent: the owner
// never waits on Discord or Slack, and a failure there is counted on the hook, never shown as the request's.
import "server-only";
import type { ChatMessage } from "@/lib/domain/chat-message";
import { afterResponse } from "@/lib/observability/after-response";
import { newRequestId, reportError } from "@/lib/observability/report-error";
import { postToPoolChat } from "./deliver";

export function postToPoolChatLater(poolId: string, message: ChatMessage): void {
  afterResponse(async () => {
    try {
      await postToPoolChat(poolId, message);
    } catch (error) {
      reportError(error, { requestId: newRequestId(), where: "posting to a pool's group chat" });
    }
  });
}

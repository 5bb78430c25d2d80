// GET, PUT and DELETE /api/pools/{poolId}/chat
import { route } from "@/lib/api/handler";
import { poolChatApi } from "@/lib/contracts/pool-chat";
import { getChatHook, removeChatHook, setChatHook } from "@/lib/server/pools/pool-chat-hook";

export const GET = route(poolChatApi.get, ({ caller, params }) => getChatHook(caller, params.poolId));

export const PUT = route(poolChatApi.set, ({ caller, params, body }) => setChatHook(caller, params.poolId, body.url));

export const DELETE = route(poolChatApi.remove, ({ caller, params }) => removeChatHook(caller, params.poolId));

// POST /api/pools/{poolId}/chat/test
import { route } from "@/lib/api/handler";
import { poolChatApi } from "@/lib/contracts/pool-chat";
import { sendChatTest } from "@/lib/server/pools/pool-chat-hook";

export const POST = route(poolChatApi.test, ({ caller, params }) => sendChatTest(caller, params.poolId));

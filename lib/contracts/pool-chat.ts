// A pool's group chat: the owner's Discord or Slack incoming webhook, its masked form, and the test message.
import { z } from "zod";
import { CHAT_HOOK_URL_MAX, isChatHookUrl, parseChatHookUrl } from "@/lib/domain/chat-hook-url";
import { endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";
import { poolParams } from "./params";

export const chatHookBody = z.object({
  url: z
    .string()
    .max(CHAT_HOOK_URL_MAX * 2, `At most ${CHAT_HOOK_URL_MAX} characters`)
    .superRefine((value, context) => {
      const parsed = parseChatHookUrl(value);
      if (!isChatHookUrl(parsed)) context.addIssue({ code: "custom", message: parsed.reason });
    }),
});

export const chatHookSchema = z.object({
  service: z.enum(["DISCORD", "SLACK"]),
  /** The host and the path's start; the token reads ••••abcd. The whole URL is never sent back. */
  maskedUrl: z.string(),
  /** False once it was turned off after failing; pasting it again turns it on. */
  on: z.boolean(),
  /** Failed posts in a row so far. */
  failures: z.number().int(),
});
export const chatHookStateSchema = z.object({ hook: chatHookSchema.nullable() });
export const chatTestSchema = z.object({ sent: z.literal(true) });

export type ChatHookView = z.infer<typeof chatHookSchema>;
export type ChatHookState = z.infer<typeof chatHookStateSchema>;

const tag = "pools";
const ownerWrite = ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "NOT_FOUND"] as const;

export const poolChatApi = {
  get: endpoint({
    ...methodAndPath(routes.poolChat.get),
    auth: "auth",
    tag,
    summary: "The owner reads the pool's group-chat webhook, masked",
    params: poolParams,
    response: chatHookStateSchema,
    errors: ["UNAUTHORIZED", "VALIDATION_ERROR", "NOT_FOUND"],
  }),
  set: endpoint({
    ...methodAndPath(routes.poolChat.set),
    auth: "auth",
    tag,
    summary: "The owner sets the pool's Discord or Slack incoming webhook (it turns a hook that was off back on)",
    params: poolParams,
    body: chatHookBody,
    response: chatHookStateSchema,
    errors: [...ownerWrite, "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
  remove: endpoint({
    ...methodAndPath(routes.poolChat.remove),
    auth: "auth",
    tag,
    summary: "The owner removes the pool's group-chat webhook",
    params: poolParams,
    response: chatHookStateSchema,
    errors: ownerWrite,
  }),
  test: endpoint({
    ...methodAndPath(routes.poolChat.test),
    auth: "auth",
    tag,
    summary: "The owner sends a test message to the pool's group chat",
    params: poolParams,
    response: chatTestSchema,
    errors: [...ownerWrite, "RATE_LIMITED", "CHAT_HOOK_FAILED"],
  }),
};

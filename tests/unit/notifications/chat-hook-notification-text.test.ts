// The owner's note when the pool's group chat was turned off: which pool, why, and where to paste the webhook again.
import { notificationText } from "@/components/notifications/notification-text";

test("the note names the pool, the failures and the reason, and links to the pool's chat settings", () => {
  expect(notificationText("CHAT_HOOK_OFF", { poolId: "p 1", poolName: "Sunday Crew", failures: 5, reason: "the chat answered 404" })).toEqual({
    title: "Group chat turned off",
    body: "Sunday Crew stopped posting to its group chat after 5 failed posts (the chat answered 404): paste the webhook again in the pool's settings",
    href: "/pools/p%201#chat",
  });
});

test("missing details still read as a sentence", () => {
  expect(notificationText("CHAT_HOOK_OFF", null).body).toBe("your pool stopped posting to its group chat after several failed posts: paste the webhook again in the pool's settings");
});

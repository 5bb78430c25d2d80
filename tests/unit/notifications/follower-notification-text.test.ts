// "New follower" links to the follower's profile, unless that profile is private (it answers not-found to the reader).
import { notificationText } from "@/components/notifications/notification-text";

test("a public follower's name is the link to their profile", () => {
  expect(notificationText("NEW_FOLLOWER", { username: "ann", followerId: "u1", private: false })).toEqual({
    title: "New follower",
    body: "ann started following you",
    username: "ann",
  });
});

test("a private follower is named without a link", () => {
  expect(notificationText("NEW_FOLLOWER", { username: "ann", followerId: "u1", private: true })).toEqual({
    title: "New follower",
    body: "ann started following you",
    username: undefined,
  });
});

// The end of a survivor pool as its members read it: the winner's own words, a shared win, and who won for the rest.
import { notificationText } from "@/components/notifications/notification-text";

test("the winner is told they are the last one standing, with a link to the pool", () => {
  expect(notificationText("SURVIVOR_ENDED", { poolId: "p1", poolName: "Last One", won: true, winners: ["ann"] })).toEqual({
    title: "Survivor pool over",
    body: "You won Last One: last one standing",
    href: "/pools/p1",
  });
});

test("a shared win counts the others; everyone else reads who won", () => {
  expect(notificationText("SURVIVOR_ENDED", { poolName: "Last One", won: true, winners: ["ann", "bob", "cy"] }).body).toBe("You share the win in Last One with 2 others");
  expect(notificationText("SURVIVOR_ENDED", { poolName: "Last One", won: false, winners: ["ann", "bob"] }).body).toBe("Last One is over: ann, bob share the win");
  expect(notificationText("SURVIVOR_ENDED", { poolName: "Last One", won: false, winners: ["ann"] }).body).toBe("Last One is over: ann won");
  expect(notificationText("SURVIVOR_ENDED", null).body).toBe("your survivor pool is over: Nobody won");
});

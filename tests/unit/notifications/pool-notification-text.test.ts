// The pool notifications' words and links: the owner's "joined" line links to the pool; the removed member's has no link.
import { notificationText } from "@/components/notifications/notification-text";

test("POOL_JOINED names who joined which pool and links to the pool page", () => {
  expect(notificationText("POOL_JOINED", { poolId: "p1", poolName: "Sunday_Crew", username: "ann", userId: "u1" })).toEqual({
    title: "New pool member",
    body: "ann joined Sunday_Crew",
    href: "/pools/p1",
  });
});

test("POOL_REMOVED tells the member once which pool, with no link to a page they can no longer see", () => {
  expect(notificationText("POOL_REMOVED", { poolId: "p1", poolName: "Sunday_Crew" })).toEqual({ title: "Removed from a pool", body: "You were removed from Sunday_Crew" });
});

test("details are read defensively", () => {
  expect(notificationText("POOL_JOINED", null)).toEqual({ title: "New pool member", body: "A picker joined your pool", href: undefined });
});

test("a pool name with spaces and URL characters reads as given; only the link is encoded, by the pool's id", () => {
  const details = { poolId: "p1", poolName: "Smith Family 100% #1", username: "ann", userId: "u1" };
  expect(notificationText("POOL_JOINED", details)).toMatchObject({ body: "ann joined Smith Family 100% #1", href: "/pools/p1" });
  expect(notificationText("POOL_REMOVED", details).body).toBe("You were removed from Smith Family 100% #1");
});

test("POOL_WEEK_WON names the week and the pool, and says when a tiebreak or a shared place decided it", () => {
  const base = { poolId: "p1", poolName: "Sunday Crew", weekLabel: "Week of Nov 16", points: "4.5000" };
  expect(notificationText("POOL_WEEK_WON", { ...base, shared: false, tiebreak: null })).toEqual({ title: "You won the week", body: "You won Week of Nov 16 in Sunday Crew", href: "/pools/p1" });
  expect(notificationText("POOL_WEEK_WON", { ...base, shared: false, tiebreak: "more winning picks" }).body).toBe("You won Week of Nov 16 in Sunday Crew on the tiebreak: more winning picks");
  expect(notificationText("POOL_WEEK_WON", { ...base, shared: true, tiebreak: null }).body).toBe("You won Week of Nov 16 in Sunday Crew (shared first place)");
});

test("POOL_ANNOUNCEMENT quotes the owner's words under the pool's name", () => {
  expect(notificationText("POOL_ANNOUNCEMENT", { poolId: "p1", poolName: "Sunday Crew", text: "Picks lock at kickoff" })).toEqual({ title: "Pool announcement", body: "Sunday Crew: Picks lock at kickoff", href: "/pools/p1" });
  expect(notificationText("POOL_ANNOUNCEMENT", null).body).toBe("your pool: ");
});

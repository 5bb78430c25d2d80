// The end of a card pool's season as its members read it: the champion's own words, a shared title, and who won for
// the rest, a season nobody scored in, and details that say nothing.
import { notificationText } from "@/components/notifications/notification-text";

test("the champion is told they won the season, with a link to the pool", () => {
  expect(notificationText("CARD_SEASON_ENDED", { poolId: "p1", poolName: "Sunday Crew", won: true, champions: ["ann"] })).toEqual({
    title: "Season over",
    body: "You won the season in Sunday Crew: champion",
    href: "/pools/p1",
  });
});

test("a shared title counts the others; everyone else reads who the champions are, or that nobody scored", () => {
  expect(notificationText("CARD_SEASON_ENDED", { poolName: "Sunday Crew", won: true, champions: ["ann", "bob", "cy"] }).body).toBe("You won the season in Sunday Crew, sharing first place with 2 others");
  expect(notificationText("CARD_SEASON_ENDED", { poolName: "Sunday Crew", won: false, champions: ["ann"] }).body).toBe("Sunday Crew's season is over: ann is the champion");
  expect(notificationText("CARD_SEASON_ENDED", { poolName: "Sunday Crew", won: false, champions: ["ann", "bob"] }).body).toBe("Sunday Crew's season is over: ann, bob share the title");
  expect(notificationText("CARD_SEASON_ENDED", { poolName: "Sunday Crew", won: false, champions: [] }).body).toBe("Sunday Crew's season is over: nobody scored");
  expect(notificationText("CARD_SEASON_ENDED", null)).toEqual({ title: "Season over", body: "your pool's season is over: nobody scored", href: undefined });
});

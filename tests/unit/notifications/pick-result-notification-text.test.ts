// A pick result names the pick as a bet slip reads, in every market.
import { notificationText } from "@/components/notifications/notification-text";

const base = { outcome: "WIN", league: "nfl", game: "MIA @ BUF", home: "BUF", away: "MIA" };

test("a spread pick's result names its side, point and price", () => {
  expect(notificationText("PICK_RESULT", { ...base, market: "SPREAD", side: "HOME", point: -2.5, price: -110 }).body).toBe(
    "Your pick BUF -2.5 (-110) on NFL MIA @ BUF won",
  );
});

test("a total pick's result names over or under and the total", () => {
  expect(notificationText("PICK_RESULT", { ...base, outcome: "PUSH", market: "TOTAL", side: "OVER", point: "44.0", price: -105 }).body).toBe(
    "Your pick Over 44 (-105) on NFL MIA @ BUF was a push",
  );
});

test("a money-line pick reads as team and price; details without a line still read", () => {
  expect(notificationText("PICK_RESULT", { ...base, outcome: "LOOSE", market: "MONEY_LINE", side: "AWAY", point: null, price: 150 }).body).toBe(
    "Your pick MIA +150 on NFL MIA @ BUF lost",
  );
  expect(notificationText("PICK_RESULT", { outcome: "WIN", league: "nfl", game: "MIA @ BUF" }).body).toBe("Your pick on NFL MIA @ BUF won");
});

// The create form's suggested first slate: a slate not yet under way on the day the form opens.
import { suggestedFirstSlate } from "@/lib/domain/survivor";

test("a day league starts tomorrow, as today's games may have begun", () => {
  expect(suggestedFirstSlate("nba", "2026-11-26")).toBe("2026-11-27");
  expect(suggestedFirstSlate("mlb", "2026-12-31")).toBe("2027-01-01");
});

test("the NFL starts this week from Monday to Wednesday, and next week from Thursday, when the week's first games are played", () => {
  expect(suggestedFirstSlate("nfl", "2026-11-23")).toBe("2026-11-24"); // Monday
  expect(suggestedFirstSlate("nfl", "2026-11-25")).toBe("2026-11-26"); // Wednesday: Thursday is still this week, not begun
  expect(suggestedFirstSlate("nfl", "2026-11-26")).toBe("2026-11-30"); // Thursday (Thanksgiving)
  expect(suggestedFirstSlate("nfl", "2026-11-28")).toBe("2026-11-30"); // Saturday
  expect(suggestedFirstSlate("nfl", "2026-11-29")).toBe("2026-11-30"); // Sunday
});

// The Skill card's plain words: signs turn into better/worse and more/fewer, and the sample rule counts down.
import { describe, expect, it } from "@jest/globals";
import { boardPicksNeeded, morePicksNeeded, skillSentences } from "@/lib/domain/skill-text";

describe("skillSentences", () => {
  it("says a sharp, lucky picker's figures in words", () => {
    expect(skillSentences({ settledPicks: 40, beatCloseRate: 58.33, averageClv: 3.14, luck: 12.44 })).toEqual([
      "Beats the closing line 58% of the time",
      "Gets odds 3.1% better than the closing line on average",
      "Scored 12.4 points more than the odds expected",
    ]);
  });

  it("turns negative figures into worse and fewer, never a minus sign", () => {
    expect(skillSentences({ settledPicks: 40, beatCloseRate: 20, averageClv: -2.06, luck: -1 })).toEqual([
      "Beats the closing line 20% of the time",
      "Gets odds 2.1% worse than the closing line on average",
      "Scored 1.0 point fewer than the odds expected",
    ]);
  });

  it("calls a difference too small to print the closing price, not 0.0% better or worse", () => {
    expect(skillSentences({ settledPicks: 77, beatCloseRate: 31, averageClv: -0.04, luck: 0.9 })[1]).toBe("Gets the closing price on average");
    expect(skillSentences({ settledPicks: 77, beatCloseRate: 31, averageClv: 0.049, luck: 0.9 })[1]).toBe("Gets the closing price on average");
  });

  it("has nothing to say without picks", () => {
    expect(skillSentences({ settledPicks: 0, beatCloseRate: null, averageClv: null, luck: 0 })).toEqual([]);
  });
});

describe("morePicksNeeded", () => {
  it("counts the picks still missing", () => {
    expect(morePicksNeeded(7, 20)).toBe("Skill figures appear after 20 settled picks: 13 more picks are needed (7 so far).");
    expect(morePicksNeeded(19, 20)).toBe("Skill figures appear after 20 settled picks: 1 more pick is needed (19 so far).");
  });
});

describe("boardPicksNeeded", () => {
  it("says how many settled picks the period has and how many more rank the picker", () => {
    expect(boardPicksNeeded(0, 20)).toBe("You have 0 settled picks with a closing line in this period: 20 more and you are ranked here.");
    expect(boardPicksNeeded(1, 20)).toBe("You have 1 settled pick with a closing line in this period: 19 more and you are ranked here.");
  });
});

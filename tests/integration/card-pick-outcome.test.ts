// A card pick's outcome and points are worked out in two places: the database's view "CardPickScored" (the week's
// results, the member's own card) and lib/domain/card-scoring (the week grid, from the games it reads). Both must agree
// on every game state a feed can leave: on, over with a winner, scores or both, level, called off; for each scoring.
import fc from "fast-check";
import { db } from "@/lib/db";
import { cardPickOutcome, winUnits, type CardScoring } from "@/lib/domain/card-scoring";
import { unitsText } from "@/lib/domain/pool-tiebreak";
import { cardPoolRow, weekOf } from "../support/card-pool-rows";
import { createFixture, createSignedInUser } from "../support/factories";
import { emptyWorld } from "../support/results-factories";

const SCORINGS: CardScoring[] = ["WINS", "CONFIDENCE", "PRICE"];
const side = fc.constantFrom("HOME" as const, "AWAY" as const);
const score = fc.option(fc.integer({ min: 0, max: 45 }), { nil: null, freq: 4 });
const game = fc.record({
  status: fc.constantFrom("PREGAME", "IN_PROGRESS", "FINAL", "FINAL", "FINAL", "POSTPONED", "CANCELED"),
  winnerSide: fc.option(side, { nil: null }),
  homeScore: score,
  awayScore: score,
});
const pick = fc.record({
  side,
  // Straight up, or a spread at whole points (a margin can land on it) and half points.
  point: fc.option(fc.integer({ min: -29, max: 29 }).map((halves) => halves / 2), { nil: null }),
  price: fc.oneof(fc.integer({ min: -400, max: -101 }), fc.integer({ min: 100, max: 400 })),
});

describe("a card pick's outcome, in the database and in the domain rules", () => {
  test("the view and cardPickOutcome agree, and so do their points under every scoring", async () => {
    await emptyWorld();
    const user = await createSignedInUser();
    const pools = await Promise.all(SCORINGS.map((scoring) => cardPoolRow([user.user.id], { scoring })));
    // Wins at lines whose decimal price lands on, or right beside, half a ten-thousandth (1 + 100/128 = 1.78125), then the draw.
    const won = { status: "FINAL", winnerSide: "HOME", homeScore: 24, awayScore: 17 } as const;
    const halves = [-128, -101, -110, -384, 100, 105].map((price) => ({ game: won, pick: { side: "HOME" as const, point: null, price } }));
    const cases = [...halves, ...fc.sample(fc.record({ game, pick }), { numRuns: 150, seed: 20261129 })];
    const startsAt = new Date(Date.now() + 3_600_000);
    const fixtureIds: number[] = [];
    for (const [index, drawn] of cases.entries()) {
      const fixture = await createFixture({ startsAt });
      fixtureIds.push(fixture.id);
      for (const pool of pools) {
        await db.cardPick.create({
          data: { poolId: pool.id, userId: user.user.id, week: weekOf(startsAt), fixtureId: fixture.id, side: drawn.pick.side, point: drawn.pick.point,
                  price: drawn.pick.price, opposingPrice: 100, confidence: index + 1 },
        });
      }
      // The game as the feed left it, written after the picks (a pick's choice is fixed once its game is on).
      await db.fixture.update({ where: { id: fixture.id }, data: { ...drawn.game, startsAt: new Date(Date.now() - 3_600_000) } });
    }
    const rows = await db.$queryRaw<{ scoring: CardScoring; fixtureId: number; outcome: string | null; points: string; units: number }[]>`
      SELECT "scoring"::text AS "scoring", "fixtureId", "outcome"::text AS "outcome", "points"::text AS "points", "units" FROM "CardPickScored"`;
    expect(rows).toHaveLength(cases.length * SCORINGS.length);
    const seen = rows.map((row) => ({ scoring: row.scoring, index: fixtureIds.indexOf(row.fixtureId), outcome: row.outcome, points: row.points, units: row.units }));
    const expected = seen.map(({ scoring, index }) => {
      const { game: state, pick: chosen } = cases[index];
      const outcome = cardPickOutcome(state, chosen);
      const units = outcome === "WIN" ? winUnits({ confidence: index + 1, price: chosen.price }, scoring) : 0;
      return { scoring, index, outcome, points: unitsText(units), units };
    });
    expect(seen).toEqual(expected);
    // The draw reaches every outcome, and a decided game of each kind.
    expect(new Set(seen.map((row) => row.outcome))).toEqual(new Set(["WIN", "LOOSE", "PUSH", null]));
  });
});

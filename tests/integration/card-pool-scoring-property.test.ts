// Random card weeks settled by the scheduled run against a reference written plainly here: each scoring (one point a
// win, the confidence number, the win's decimal price), a tie, a postponed and a cancelled game scoring nothing, missed
// games left at nothing or given the favourite with the lowest free numbers, and the week's places by points, then the
// closer guess of the last game's total, then more wins, then first to the total (the earlier kickoff of the member's
// last winning game: these games are never marked settled, and none has a closing line, so no closing-line value counts).
import fc from "fast-check";
import { db } from "@/lib/db";
import { pickDecimal } from "@/lib/domain/closing-line";
import { pointsUnits } from "@/lib/domain/pool-tiebreak";
import { settleCardPool } from "@/lib/server/pools/card/settle-card-pools";
import { card, createCardPool } from "../support/card-calls";
import { scoredCardPicks } from "../support/card-pool-rows";
import { createFixture, createSignedInUser } from "../support/factories";
import { emptyWorld } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";

const HOUR = 3_600_000;
const GAMES = 4;
runInNoonZone();

type Result = "HOME" | "AWAY" | "TIE" | "POSTPONED" | "CANCELED";
type Side = "HOME" | "AWAY";
const price = fc.oneof(fc.integer({ min: -400, max: -101 }), fc.integer({ min: 101, max: 400 }));

const week = fc.record({
  scoring: fc.constantFrom("WINS" as const, "CONFIDENCE" as const, "PRICE" as const),
  missed: fc.constantFrom("ZERO" as const, "FAVOURITE" as const),
  games: fc.array(fc.record({ home: price, away: price, result: fc.constantFrom<Result>("HOME", "AWAY", "TIE", "POSTPONED", "CANCELED") }), { minLength: GAMES, maxLength: GAMES }),
  // Each member: a side or a miss on each game, the order their numbers go to the games they pick, and a guess.
  members: fc.array(
    fc.record({
      sides: fc.array(fc.constantFrom<Side | null>("HOME", "AWAY", null), { minLength: GAMES, maxLength: GAMES }),
      numbers: fc.shuffledSubarray([1, 2, 3, 4], { minLength: GAMES, maxLength: GAMES }),
      guess: fc.option(fc.integer({ min: 0, max: 90 }), { nil: null }),
    }),
    { minLength: 2, maxLength: 2 },
  ),
});

/** The reference's points of a pick, in ten-thousandths: nothing unless it won. */
function referenceUnits(scoring: string, won: boolean, confidence: number | null, taken: number): number {
  if (!won) return 0;
  if (scoring === "WINS") return 10_000;
  if (scoring === "CONFIDENCE") return confidence! * 10_000;
  return Math.round(pickDecimal(taken) * 10_000);
}

/** The side a missed game is picked for: the shorter price (the higher chance), the home side when level. */
const favourite = (game: { home: number; away: number }): Side => (pickDecimal(game.away) < pickDecimal(game.home) ? "AWAY" : "HOME");

describe("card pool scoring against a plain reference", () => {
  // Ten weeks built through the routes: on a busy machine longer than the default timeout.
  test("every scoring, every result, missed games both ways, and the week's places", async () => {
    await fc.assert(
      fc.asyncProperty(week, async ({ scoring, missed, games: drawn, members: drawnMembers }) => {
        await emptyWorld();
        const [owner, ...members] = await Promise.all([0, ...drawnMembers.map((_, i) => i + 1)].map(() => createSignedInUser()));
        const games: Awaited<ReturnType<typeof createFixture>>[] = [];
        for (const [index, game] of drawn.entries()) {
          games.push(await createFixture({ startsAt: new Date(Date.now() + (index + 1) * HOUR), homeMoneyLine: game.home, awayMoneyLine: game.away }));
        }
        const pool = await createCardPool(owner, members, { scoring, missed });
        for (const [m, drawnMember] of drawnMembers.entries()) {
          for (const [g, side] of drawnMember.sides.entries()) {
            if (!side) continue;
            const body = { fixtureId: games[g].id, side, ...(scoring === "CONFIDENCE" ? { confidence: drawnMember.numbers[g] } : {}) };
            expect((await card.pick(members[m].token, pool.id, body)).status).toBe(200);
          }
          if (drawnMember.guess !== null) {
            const monday = (await card.week(members[m].token, pool.id)).body.payload.week;
            expect((await card.tiebreak(members[m].token, pool.id, { week: monday, guess: drawnMember.guess })).status).toBe(200);
          }
        }
        // Everyone joined before the kickoffs; the games start in order, then end as drawn (the owner picked nothing).
        await db.poolMember.updateMany({ where: { poolId: pool.id }, data: { joinedAt: new Date(Date.now() - 10 * HOUR) } });
        for (const [index, game] of games.entries()) {
          const result = drawn[index].result;
          const score = { HOME: [27, 20], AWAY: [17, 24], TIE: [20, 20] }[result as "HOME"] ?? [null, null];
          await db.fixture.update({
            where: { id: game.id },
            data: {
              startsAt: new Date(Date.now() - (GAMES - index) * HOUR),
              status: result === "POSTPONED" || result === "CANCELED" ? result : "FINAL",
              homeScore: score[0],
              awayScore: score[1],
              winnerSide: result === "HOME" || result === "AWAY" ? result : null,
            },
          });
        }
        await settleCardPool(db, pool.id);

        const lastTotal = drawn[GAMES - 1].result === "HOME" || drawn[GAMES - 1].result === "AWAY" || drawn[GAMES - 1].result === "TIE"
          ? { HOME: 47, AWAY: 41, TIE: 40 }[drawn[GAMES - 1].result as "HOME"]
          : null;
        const expected = [owner, ...members].map((user, m) => {
          const drawnMember = m === 0 ? { sides: drawn.map(() => null), numbers: [], guess: null } : drawnMembers[m - 1];
          const own = new Set(drawnMember.numbers.filter((_, g) => drawnMember.sides[g] !== null));
          const free = [1, 2, 3, 4].filter((n) => !own.has(n));
          let points = 0;
          let wins = 0;
          // The kickoff order of the member's last winning game (the games kick off in the order drawn).
          let reached: number | null = null;
          const picks: { fixtureId: number; side: Side; auto: boolean; confidence: number | null; units: number }[] = [];
          for (const [g, game] of drawn.entries()) {
            const played = game.result !== "POSTPONED" && game.result !== "CANCELED";
            const chosen = drawnMember.sides[g];
            // A missed game of a played match gets the favourite and the lowest number nobody on the card holds.
            const side = chosen ?? (missed === "FAVOURITE" && played ? favourite(game) : null);
            if (!side) continue;
            const confidence = scoring !== "CONFIDENCE" ? null : chosen ? drawnMember.numbers[g] : free.shift()!;
            const won = game.result === side;
            const units = referenceUnits(scoring, won, confidence, side === "HOME" ? game.home : game.away);
            points += units;
            wins += won ? 1 : 0;
            if (won) reached = g;
            picks.push({ fixtureId: games[g].id, side, auto: chosen === null, confidence, units });
          }
          const miss = drawnMember.guess === null || lastTotal === null ? null : Math.abs(drawnMember.guess - lastTotal);
          return { userId: user.user.id, points, wins, miss, reached, picks };
        });

        for (const member of expected) {
          const stored = await scoredCardPicks(pool.id, member.userId);
          expect(stored.map((pick) => ({ fixtureId: pick.fixtureId, side: pick.side, auto: pick.auto, confidence: pick.confidence, units: pointsUnits(pick.points) }))).toEqual(member.picks);
        }
        const results = await db.cardWeekResult.findMany({ where: { poolId: pool.id, week: { lt: new Date(Date.now() + 7 * 24 * HOUR) } } });
        const ours = results.filter((row) => expected.some((member) => member.userId === row.userId) && row.final);
        expect(ours).toHaveLength(expected.length);
        // Places: one more than the members strictly ahead by points, then the closer guess (none is furthest), then more wins,
        // then the earlier last win (none is last).
        const earlier = (a: number | null, b: number | null) => a !== b && (b === null || (a !== null && a < b));
        const ahead = (a: (typeof expected)[number], b: (typeof expected)[number]) =>
          a.points !== b.points ? a.points > b.points : a.miss !== b.miss ? earlier(a.miss, b.miss) : a.wins !== b.wins ? a.wins > b.wins : earlier(a.reached, b.reached);
        for (const member of expected) {
          const row = ours.find((result) => result.userId === member.userId)!;
          expect({ userId: member.userId, points: pointsUnits(row.points.toFixed(4)), guessMiss: row.guessMiss, rank: row.rank }).toEqual({
            userId: member.userId,
            points: member.points,
            guessMiss: member.miss,
            rank: 1 + expected.filter((other) => ahead(other, member)).length,
          });
        }
      }),
      { numRuns: 10 },
    );
  }, 240_000);
});

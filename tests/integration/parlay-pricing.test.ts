// Parlay prices to the cent through the API, storage and settlement: each equals an exact rational computation.
import fc from "fast-check";
import { POST as createParlay } from "@/app/api/parlay/route";
import { db } from "@/lib/db";
import { PARLAY_MAX_LEGS } from "@/lib/domain/parlay-rules";
import { settleFixtures } from "@/lib/server/results/settle-fixtures";
import { exactQuote } from "../support/exact-odds";
import { createFixture, createSignedInUser } from "../support/factories";
import { finish } from "../support/results-factories";
import { apiRequest, readJson } from "../support/requests";

const line = fc.oneof(fc.integer({ min: 100, max: 3000 }), fc.integer({ min: -3000, max: -100 }));
/** Parlays the API records: longer combined odds than Parlay.betTotal (a 4-byte integer) holds are refused with a 400. */
const recordable = fc
  .array(line, { minLength: 3, maxLength: PARLAY_MAX_LEGS })
  .filter((lines) => exactQuote(lines).betTotal <= 2_147_483_647);

/** Creates the parlay through POST /api/parlay on fresh fixtures whose home line is each leg's line. */
async function parlayOf(lines: number[]) {
  const { user, token } = await createSignedInUser();
  const fixtures = await Promise.all(lines.map((l) => createFixture({ homeMoneyLine: l, awayMoneyLine: 100 })));
  const body = { parlay: fixtures.map((f, i) => [f.id, "HOME", lines[i]]) };
  const response = await createParlay(apiRequest("/api/parlay", { method: "POST", body, bearer: token }));
  expect(response.status).toBe(200);
  const payload = (await readJson(response)).payload as { id: number; decimalOdds: number; betTotal: number };
  return { user, fixtures, payload };
}

const storedParlay = (id: number) => db.parlay.findUniqueOrThrow({ where: { id } });

describe("parlay pricing against exact fractions", () => {
  test("+190 and -105: the API answers and stores 5.6619 (566.19 for 100), and a win scores it", async () => {
    const { fixtures, payload } = await parlayOf([190, -105]);
    expect(payload).toMatchObject({ decimalOdds: 5.6619, betTotal: 466 });
    expect((await storedParlay(payload.id)).decimalOdds.toFixed(4)).toBe("5.6619");
    for (const f of fixtures) await finish(f.id, 2, 1);
    await settleFixtures(db, fixtures.map((f) => f.id));
    expect((await storedParlay(payload.id)).points.toFixed(4)).toBe("5.6619");
  });

  test("a pushed leg drops out and the rest is re-priced exactly: +190, -105 and a tie score 5.6619", async () => {
    const { fixtures, payload } = await parlayOf([190, -105, -110]);
    await finish(fixtures[0].id, 2, 1);
    await finish(fixtures[1].id, 2, 1);
    await finish(fixtures[2].id, 1, 1);
    await settleFixtures(db, fixtures.map((f) => f.id));
    const settled = await storedParlay(payload.id);
    expect([settled.outcome, settled.points.toFixed(4)]).toEqual(["WIN", "5.6619"]);
  });

  test("odds too long to record are refused with a field issue, and nothing is written", async () => {
    const { user, token } = await createSignedInUser();
    const lines = [1341, 879, 2624, 2177, 609, 1631, -100];
    const fixtures = await Promise.all(lines.map((l) => createFixture({ homeMoneyLine: l, awayMoneyLine: 100 })));
    const body = { parlay: fixtures.map((f, i) => [f.id, "HOME", lines[i]]) };
    const response = await createParlay(apiRequest("/api/parlay", { method: "POST", body, bearer: token }));
    expect(response.status).toBe(400);
    expect((await readJson(response)).error?.code).toBe("VALIDATION_ERROR");
    expect(await db.parlay.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.pick.count({ where: { userId: user.id } })).toBe(0);
  });

  test("random legs: the API, the stored odds and settlement (with or without a push) all equal the exact price", async () => {
    await fc.assert(
      fc.asyncProperty(recordable, fc.boolean(), async (lines, push) => {
        const exact = exactQuote(lines);
        const { fixtures, payload } = await parlayOf(lines);
        expect({ decimal: payload.decimalOdds.toFixed(4), betTotal: payload.betTotal }).toEqual({ decimal: exact.decimal, betTotal: exact.betTotal });
        expect((await storedParlay(payload.id)).decimalOdds.toFixed(4)).toBe(exact.decimal);

        await Promise.all(fixtures.map((f, i) => (push && i === 0 ? finish(f.id, 1, 1) : finish(f.id, 2, 1))));
        await settleFixtures(db, fixtures.map((f) => f.id));
        const scored = push ? exactQuote(lines.slice(1)).decimal : exact.decimal;
        expect((await storedParlay(payload.id)).points.toFixed(4)).toBe(scored);
      }),
      { numRuns: 15 },
    );
  });
});

// POST /api/parlay: every refusal writes nothing; a success writes the parlay and its legs priced from the server's lines.
import { POST as createParlay } from "@/app/api/parlay/route";
import { db } from "@/lib/db";
import { moneyLineToDecimal, parlayQuote, roundOdds } from "@/lib/domain/odds";
import { createFixture, createPick, createSignedInUser } from "../support/factories";
import { apiRequest, readJson } from "../support/requests";
import type { Side } from "@/lib/domain/enum-values";

type Leg = [number, Side, number];

const post = (body: unknown, bearer?: string) => createParlay(apiRequest("/api/parlay", { method: "POST", body, bearer }));

async function counts() {
  return { parlays: await db.parlay.count(), picks: await db.pick.count() };
}

/** Fixtures with distinct lines (home, away) starting tomorrow. */
async function fixtures(lines: [number | null, number | null][]) {
  return Promise.all(lines.map(([home, away]) => createFixture({ homeMoneyLine: home, awayMoneyLine: away })));
}

async function expectRefused(response: Response, status: number, code: string, before: { parlays: number; picks: number }) {
  const body = await readJson(response);
  expect({ status: response.status, code: body.error?.code }).toEqual({ status, code });
  expect(await counts()).toEqual(before);
  return body.error as { code: string; message: string; issues?: { path: string; message: string }[]; details?: unknown };
}

describe("POST /api/parlay", () => {
  test("writes the parlay and all its legs, priced with parlayQuote from the server's lines", async () => {
    const { user, token } = await createSignedInUser();
    const [a, b, c] = await fixtures([[-150, 130], [200, -240], [-110, -110]]);
    const legs: Leg[] = [[a.id, "AWAY", 130], [b.id, "HOME", 200], [c.id, "HOME", -110]];
    const response = await post({ parlay: legs }, token);
    expect(response.status).toBe(200);
    const quote = parlayQuote([130, 200, -110]);
    const payload = (await readJson(response)).payload as { id: number; betTotal: number; decimalOdds: number; picks: unknown[] };
    expect(payload).toMatchObject({ betTotal: quote.betTotal, decimalOdds: quote.decimal, state: "PENDING", outcome: null });
    expect(payload.picks).toHaveLength(3);

    const parlay = await db.parlay.findUniqueOrThrow({ where: { id: payload.id }, include: { legs: { orderBy: { id: "asc" } } } });
    expect(parlay.userId).toBe(user.id);
    expect(parlay.decimalOdds.toFixed(4)).toBe(quote.decimal.toFixed(4));
    expect(parlay.betTotal).toBe(quote.betTotal);
    expect(parlay.legs.map((leg) => [leg.fixtureId, leg.side, leg.moneyLine, leg.decimalOdds.toFixed(4), leg.kind, leg.oddsSource])).toEqual(
      legs.map(([id, side, line]) => [id, side, line, roundOdds(moneyLineToDecimal(line)).toFixed(4), "PARLAY", "test"]),
    );
    expect(parlay.legs.every((leg) => leg.userId === user.id && leg.state === "PENDING")).toBe(true);
    // Settlement prices its legs' lines with the same exact rule (parlay_decimal_odds) as parlayQuote.
    const [{ product }] = await db.$queryRaw<{ product: string }[]>`
      SELECT parlay_decimal_odds(array_agg("moneyLine"))::text AS product FROM "Pick" WHERE "parlayId" = ${payload.id}`;
    expect(product).toBe(parlay.decimalOdds.toFixed(4));
  });

  test("accepts legs as objects too, and a leg on a game the picker also picked normally", async () => {
    const { user, token } = await createSignedInUser();
    const [a, b] = await fixtures([[-150, 130], [120, -140]]);
    await createPick(user.id, a.id, "HOME");
    const response = await post({ parlay: [{ fixtureId: a.id, side: "HOME", odds: -150 }, { fixtureId: b.id, side: "AWAY", odds: -140 }] }, token);
    expect(response.status).toBe(200);
    expect(await db.pick.count({ where: { userId: user.id, fixtureId: a.id } })).toBe(2);
  });

  test("refuses one leg and eleven legs with VALIDATION_ERROR", async () => {
    const { token } = await createSignedInUser();
    const many = await fixtures(Array.from({ length: 11 }, () => [-150, 130] as [number, number]));
    const before = await counts();
    const one = await expectRefused(await post({ parlay: [[many[0].id, "HOME", -150]] }, token), 400, "VALIDATION_ERROR", before);
    expect(one.issues).toEqual([{ path: "parlay", message: "A parlay needs at least 2 picks" }]);
    const eleven = many.map((f): Leg => [f.id, "HOME", -150]);
    const tooMany = await expectRefused(await post({ parlay: eleven }, token), 400, "VALIDATION_ERROR", before);
    expect(tooMany.issues).toEqual([{ path: "parlay", message: "A parlay has at most 10 picks" }]);
    // Ten is the most: the same legs less one go through.
    expect((await post({ parlay: eleven.slice(1) }, token)).status).toBe(200);
  });

  test("refuses the same fixture twice, even on both sides", async () => {
    const { token } = await createSignedInUser();
    const [a, b] = await fixtures([[-150, 130], [120, -140]]);
    const before = await counts();
    const error = await expectRefused(await post({ parlay: [[a.id, "HOME", -150], [b.id, "AWAY", -140], [a.id, "AWAY", 130]] }, token), 400, "VALIDATION_ERROR", before);
    // Said in words, in the refusal's message and on the leg that repeats a game, not as "Some fields are not valid".
    const said = "A parlay can include each game only once: legs 1 and 3 are the same game";
    expect(error.message).toBe(said);
    expect(error.issues).toEqual([{ path: "parlay.2", message: said }]);
  });

  test("refuses a game that has started by the database clock, or is no longer PREGAME", async () => {
    const { token } = await createSignedInUser();
    const [open] = await fixtures([[-150, 130]]);
    const started = await createFixture({ startsAt: new Date(Date.now() - 60_000) });
    const live = await createFixture();
    await db.fixture.update({ where: { id: live.id }, data: { status: "IN_PROGRESS" } });
    const before = await counts();
    const error = await expectRefused(await post({ parlay: [[open.id, "HOME", -150], [started.id, "HOME", -150], [live.id, "AWAY", 130]] }, token), 422, "PICK_CLOSED", before);
    expect(error.details).toEqual({ fixtureIds: [started.id, live.id] });
  });

  test("refuses a side without a money line with NO_ODDS", async () => {
    const { token } = await createSignedInUser();
    const [a, b] = await fixtures([[-150, 130], [-120, null]]);
    const before = await counts();
    const error = await expectRefused(await post({ parlay: [[a.id, "HOME", -150], [b.id, "AWAY", 100]] }, token), 422, "NO_ODDS", before);
    expect(error.details).toEqual({ fixtureIds: [b.id] });
  });

  test("refuses changed odds with ODDS_CHANGED and the current lines, then accepts them when sent back", async () => {
    const { token } = await createSignedInUser();
    const [a, b] = await fixtures([[-150, 130], [120, -140]]);
    const before = await counts();
    const error = await expectRefused(await post({ parlay: [[a.id, "HOME", -150], [b.id, "HOME", 110]] }, token), 422, "ODDS_CHANGED", before);
    expect(error.details).toEqual({
      fixtureIds: [b.id],
      lines: [
        { fixtureId: a.id, market: "MONEY_LINE", side: "HOME", point: null, odds: -150, requested: -150, changed: false },
        { fixtureId: b.id, market: "MONEY_LINE", side: "HOME", point: null, odds: 120, requested: 110, changed: true },
      ],
    });
    expect((await post({ parlay: [[a.id, "HOME", -150], [b.id, "HOME", 120]] }, token)).status).toBe(200);
  });

  test("refuses an unknown fixture with NOT_FOUND", async () => {
    const { token } = await createSignedInUser();
    const [a] = await fixtures([[-150, 130]]);
    const before = await counts();
    await expectRefused(await post({ parlay: [[a.id, "HOME", -150], [999_999, "HOME", -150]] }, token), 404, "NOT_FOUND", before);
  });

  test("refuses an unverified caller and one without a username with FORBIDDEN, and a visitor with UNAUTHORIZED", async () => {
    const [a, b] = await fixtures([[-150, 130], [120, -140]]);
    const body = { parlay: [[a.id, "HOME", -150], [b.id, "HOME", 120]] };
    const before = await counts();
    const unverified = await createSignedInUser({ verified: false });
    await expectRefused(await post(body, unverified.token), 403, "FORBIDDEN", before);
    const nameless = await createSignedInUser({ username: null });
    await expectRefused(await post(body, nameless.token), 403, "FORBIDDEN", before);
    const anonymous = await expectRefused(await post(body), 401, "UNAUTHORIZED", before);
    expect(anonymous.message).toBe("This action is not authorized");
  });

  test("is all or nothing: a leg that cannot be written leaves no parlay behind", async () => {
    const { token } = await createSignedInUser();
    const [a, b] = await fixtures([[-150, 130], [120, -140]]);
    // A constraint that only the second leg breaks makes the database fail after the parlay row is inserted.
    await db.$executeRawUnsafe(`ALTER TABLE "Pick" ADD CONSTRAINT "test_refuse_leg" CHECK ("fixtureId" <> ${b.id})`);
    try {
      const before = await counts();
      await expectRefused(await post({ parlay: [[a.id, "HOME", -150], [b.id, "HOME", 120]] }, token), 500, "UNKNOWN", before);
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE "Pick" DROP CONSTRAINT "test_refuse_leg"`);
    }
  });

  test("refuses malformed legs: a fractional or too-small line, an unknown side", async () => {
    const { token } = await createSignedInUser();
    const [a, b] = await fixtures([[-150, 130], [120, -140]]);
    const before = await counts();
    for (const bad of [[b.id, "HOME", 50], [b.id, "HOME", 120.5], [b.id, "OVER", 120]]) {
      await expectRefused(await post({ parlay: [[a.id, "HOME", -150], bad] }, token), 400, "VALIDATION_ERROR", before);
    }
  });
});

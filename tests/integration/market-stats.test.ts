// GET /api/picker/{userId}/stats: the record by market (money line, spread, total) beside the unchanged overall figures.
import { GET as stats } from "@/app/api/picker/[key]/stats/route";
import type { PickerStats } from "@/lib/contracts/pickers";
import { db } from "@/lib/db";
import { settleFixtures } from "@/lib/server/results/settle-fixtures";
import { createUser } from "../support/factories";
import { createMarketFixture, marketPick } from "../support/market-factories";
import { emptyWorld, finish } from "../support/results-factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

beforeAll(emptyWorld);

async function statsOf(userId: string): Promise<PickerStats> {
  const response = await stats(apiRequest(`/api/picker/${userId}/stats`), routeContext({ key: userId }));
  expect(response.status).toBe(200);
  return ((await readJson(response)) as { payload: PickerStats }).payload;
}

test("wins, losses, pushes, pending picks, win rate and points per market; parlay legs stay out", async () => {
  const picker = await createUser();
  const games = await Promise.all(Array.from({ length: 6 }, () => createMarketFixture({ homeSpread: -3, totalPoints: 44.5 })));
  await marketPick(picker.id, games[0].id, { market: "MONEY_LINE", side: "HOME", point: null, price: -150 });
  await marketPick(picker.id, games[1].id, { market: "SPREAD", side: "HOME", point: -3, price: -110 });
  await marketPick(picker.id, games[2].id, { market: "SPREAD", side: "AWAY", point: 3, price: -110 });
  await marketPick(picker.id, games[3].id, { market: "SPREAD", side: "HOME", point: -3, price: -120 });
  await marketPick(picker.id, games[4].id, { market: "TOTAL", side: "OVER", point: 44.5, price: -105 });
  await marketPick(picker.id, games[5].id, { market: "TOTAL", side: "UNDER", point: 44.5, price: -115 });
  // A (losing) parlay leg in the spread market: the parlay has the record, not its legs.
  const parlay = await db.parlay.create({ data: { userId: picker.id, decimalOdds: "1.9091", betTotal: -110 } });
  await marketPick(picker.id, games[0].id, { market: "SPREAD", side: "AWAY", point: 3, price: -110, parlayId: parlay.id });

  await finish(games[0].id, 24, 20); // money line WIN (1.6667)
  await finish(games[1].id, 23, 20); // spread -3 by 3: PUSH
  await finish(games[2].id, 27, 20); // spread +3 loses by 4: LOOSE
  await finish(games[3].id, 30, 20); // spread -3 by 10 at -120: WIN (1.8333)
  await finish(games[4].id, 30, 20); // 50 over 44.5 at -105: WIN (1.9524)
  await settleFixtures(db, games.slice(0, 5).map((g) => g.id)); // the last total stays pending

  const result = await statsOf(picker.id);
  expect(result.byMarket).toEqual({
    MONEY_LINE: { picks: 1, pending: 0, wins: 1, losses: 0, pushes: 0, winRate: 100, points: "1.6667" },
    SPREAD: { picks: 3, pending: 0, wins: 1, losses: 1, pushes: 1, winRate: 50, points: "1.8333" },
    TOTAL: { picks: 2, pending: 1, wins: 1, losses: 0, pushes: 0, winRate: 100, points: "1.9524" },
  });
  // The overall figures are as they were: six NORMAL picks and the parlay, the push in neither share.
  expect(result.totalPicksCount).toBe(7);
  expect(result.pendingPicksCount).toBe(1);
  expect(result.winRate).toEqual({ WIN: 50, LOOSE: 33.33, PENDING: 16.67 });
  expect(result.score).toBe("5.4524");
});

test("a picker without picks has every market at zero and no win rate", async () => {
  const picker = await createUser();
  const { byMarket } = await statsOf(picker.id);
  const zero = { picks: 0, pending: 0, wins: 0, losses: 0, pushes: 0, winRate: null, points: "0.0000" };
  expect(byMarket).toEqual({ MONEY_LINE: zero, SPREAD: zero, TOTAL: zero });
});

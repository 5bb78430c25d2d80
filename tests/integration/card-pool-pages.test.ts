// A large card pool's week grid and week table come a page at a time in the week's order (rank, then member; members
// the week has not ranked yet after them), each page with the caller's own row when it lies beyond the page; the
// cursors walk every member exactly once, and a page reads only its own members' picks.
import { db } from "@/lib/db";
import { CARD_PAGE_SIZE } from "@/lib/server/pools/card/card-page-cursor";
import { cardWeekRange } from "@/lib/server/pools/card/card-week-range";
import { card } from "../support/card-calls";
import { cardPoolRow } from "../support/card-pool-rows";
import { createFixture, createSignedInUser } from "../support/factories";
import { emptyWorld } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";
import { insertUsersSql } from "../support/users";

runInNoonZone();

const RANKED = CARD_PAGE_SIZE + 12;
const UNRANKED = 3;

describe("card pool pages", () => {
  let caller: Awaited<ReturnType<typeof createSignedInUser>>, poolId: string, week: string, members: string[];

  beforeEach(async () => {
    await emptyWorld();
    caller = await createSignedInUser();
    await db.$executeRawUnsafe(insertUsersSql(`(SELECT 'm' || lpad(i::text, 3, '0') AS id, 'member' || i AS username FROM generate_series(1, ${RANKED + UNRANKED - 1}) i) u`));
    members = [...Array.from({ length: RANKED + UNRANKED - 1 }, (_, i) => `m${String(i + 1).padStart(3, "0")}`), caller.user.id];
    poolId = (await cardPoolRow(members, { scoring: "CONFIDENCE" })).id;
    week = cardWeekRange(undefined).week;
    const game = await createFixture({ startsAt: new Date(Date.now() + 3_600_000) });
    // Ranks 1.. by points, two members sharing each rank from the second up; the caller ranked second to last;
    // the last UNRANKED members joined after the week's results were written.
    const ranked = [...members.slice(0, RANKED - 1), caller.user.id];
    await db.cardWeekResult.createMany({
      data: ranked.map((userId, index) => ({ poolId, week: new Date(`${week}T00:00:00Z`), userId, points: 100 - index, rank: index === 0 ? 1 : 2 + Math.floor((index - 1) / 2) })),
    });
    await db.cardPick.createMany({
      data: [caller.user.id, members[0], members[RANKED]].map((userId) => ({ poolId, userId, week: new Date(`${week}T00:00:00Z`), fixtureId: game.id, side: "HOME" as const, price: -150, opposingPrice: 130, confidence: 1 })),
    });
  });

  test("the grid's pages walk every member once in the week's order, the caller's own row added where it is beyond the page", async () => {
    const first = (await card.grid(caller.token, poolId)).body.payload;
    expect(first.rows).toHaveLength(CARD_PAGE_SIZE + 1);
    expect(first.rows.at(-1)!.userId).toBe(caller.user.id);
    expect(first.rows[0].userId).toBe(members[0]);
    expect(first.next).not.toBeNull();
    // Only the page's members' picks: the first member's pick shows as made (hidden: its game has not started), the caller's own in full.
    expect(first.rows[0].cells).toEqual([{ fixtureId: expect.any(Number), state: "hidden" }]);
    expect(first.rows.at(-1)!.cells[0]).toMatchObject({ state: "shown", side: "HOME", confidence: 1 });

    const second = (await card.grid(caller.token, poolId, `?after=${encodeURIComponent(first.next!)}`)).body.payload;
    expect(second.next).toBeNull();
    const walked = [...first.rows.slice(0, CARD_PAGE_SIZE), ...second.rows].map((row) => row.userId);
    // The caller appears once on the page that holds them, at their place.
    expect(walked).toHaveLength(members.length);
    expect(new Set(walked)).toEqual(new Set(members));
    const results = await db.cardWeekResult.findMany({ where: { poolId }, orderBy: [{ rank: "asc" }, { userId: "asc" }], select: { userId: true } });
    const unranked = members.filter((userId) => !results.some((row) => row.userId === userId)).sort();
    expect(walked).toEqual([...results.map((row) => row.userId), ...unranked]);
    expect(second.rows.at(-UNRANKED - 1)!.userId).toBe(caller.user.id);
    expect(second.rows.find((row) => row.userId === members[RANKED])!.cells[0]).toMatchObject({ state: "hidden" });
  });

  test("the week table pages in rank order with the caller's own row, and a bad cursor is refused", async () => {
    const first = (await card.table(caller.token, poolId, `?table=${week}`)).body.payload;
    expect(first.rows).toHaveLength(CARD_PAGE_SIZE + 1);
    expect(first.rows.at(-1)).toMatchObject({ userId: caller.user.id, rank: 2 + Math.floor((RANKED - 2) / 2) });
    expect(first.rows.slice(0, CARD_PAGE_SIZE).map((row) => row.rank)).toEqual([...first.rows.slice(0, CARD_PAGE_SIZE).map((row) => row.rank)].sort((a, b) => a - b));
    const second = (await card.table(caller.token, poolId, `?table=${week}&after=${encodeURIComponent(first.next!)}`)).body.payload;
    expect(second.next).toBeNull();
    const walked = [...first.rows.slice(0, CARD_PAGE_SIZE), ...second.rows].map((row) => row.userId);
    expect(walked).toHaveLength(RANKED);
    expect(new Set(walked).size).toBe(RANKED);

    const bad = await card.table(caller.token, poolId, `?table=${week}&after=nonsense`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "VALIDATION_ERROR" });
    expect((await card.grid(caller.token, poolId, "?after=1~")).status).toBe(400);
  });
});

// A picker's skill figures (GET /api/picker/{userId}/stats, skill) agree with a recomputation from the picks.
import fs from "node:fs";
import path from "node:path";
import { GET as stats } from "@/app/api/picker/[key]/stats/route";
import type { PickerSkill, SkillFigures } from "@/lib/contracts/skill";
import type { SkillSummary } from "@/lib/domain/closing-line";
import { periodRange, PERIODS } from "@/lib/domain/periods";
import { mulberry32 } from "@/lib/demo/random";
import { appTimeZone } from "@/lib/settings";
import { db } from "@/lib/db";
import type { PickerStats } from "@/lib/contracts/pickers";
import { createFixture, createUser } from "../support/factories";
import { emptyWorld, parlayWithLegs, pickWithOdds } from "../support/results-factories";
import { apiRequest, readJson, routeContext } from "../support/requests";
import { recomputedSkill, settledSkillPick } from "../support/skill-world";

const DAY = 86_400_000;
const now = new Date();
let pickerId: string;

async function skillOf(userId: string): Promise<PickerSkill> {
  const response = await stats(apiRequest(`/api/picker/${userId}/stats`), routeContext({ key: userId }));
  expect(response.status).toBe(200);
  return ((await readJson(response)) as { payload: PickerStats }).payload.skill;
}

/** The API rounds; the recomputation does not. */
function expectAgreement(figures: SkillFigures, summary: SkillSummary) {
  expect(figures.settledPicks).toBe(summary.settledCount);
  if (summary.settledCount === 0) {
    expect(figures).toMatchObject({ beatCloseRate: null, averageClv: null, actualPoints: 0, expectedPoints: 0, luck: 0 });
    return;
  }
  expect(figures.beatCloseRate).toBeCloseTo(summary.beatCloseRate! * 100, 2);
  expect(figures.averageClv).toBeCloseTo(summary.averageClv! * 100, 2);
  expect(figures.actualPoints).toBeCloseTo(summary.actualPoints, 4);
  expect(figures.expectedPoints).toBeCloseTo(summary.expectedPoints, 3);
  expect(figures.luck).toBeCloseTo(summary.luck, 3);
}

const line = (rng: () => number) => {
  const magnitude = 100 + 5 * Math.floor(rng() * 60);
  return rng() < 0.5 ? magnitude : -magnitude;
};

beforeAll(async () => {
  await emptyWorld();
  const picker = await createUser();
  pickerId = picker.id;
  const rng = mulberry32(20);
  const ages = [0, 0, 2 * DAY, 10 * DAY, 45 * DAY];
  for (let i = 0; i < 30; i += 1) {
    await settledSkillPick(pickerId, {
      league: i % 3 === 0 ? "NBA" : "NFL",
      side: i % 2 === 0 ? "HOME" : "AWAY",
      moneyLine: line(rng),
      opposingMoneyLine: line(rng),
      closingMoneyLine: line(rng),
      won: rng() < 0.5,
      settledAt: new Date(now.getTime() - ages[i % ages.length] - 60_000),
    });
  }
  // Left out: made before the other side's line was kept, a push, a game without a closing price, a parlay leg, a pending pick.
  await settledSkillPick(pickerId, { moneyLine: 150, opposingMoneyLine: null, closingMoneyLine: 120, won: true, settledAt: now });
  await settledSkillPick(pickerId, { moneyLine: 150, opposingMoneyLine: -170, closingMoneyLine: 120, won: null, settledAt: now });
  await settledSkillPick(pickerId, { moneyLine: 150, opposingMoneyLine: -170, closingMoneyLine: null, won: true, settledAt: now });
  const [x, y] = [await createFixture(), await createFixture()];
  await parlayWithLegs(pickerId, [{ fixtureId: x.id, side: "HOME", moneyLine: -150 }, { fixtureId: y.id, side: "HOME", moneyLine: -150 }]);
  await pickWithOdds(pickerId, (await createFixture()).id, "AWAY", 130);
}, 120_000);

describe("a picker's skill figures", () => {
  test("every period and league agrees with the domain's summary of the counted picks", async () => {
    const skill = await skillOf(pickerId);
    expect(skill.minimumPicks).toBe(20);
    expect(skill.periods.ALL.settledPicks).toBe(30);
    for (const period of PERIODS) {
      const { start } = periodRange(period, now, appTimeZone());
      expectAgreement(skill.periods[period], await recomputedSkill(pickerId, start ? { since: start } : {}));
    }
    expect(skill.leagues.map((entry) => entry.league)).toEqual(["nfl", "nba"]);
    for (const entry of skill.leagues) {
      expectAgreement(entry.figures, await recomputedSkill(pickerId, { league: entry.league === "nfl" ? "NFL" : "NBA" }));
    }
  });

  test("a picker without counted picks has zeros and no rates", async () => {
    const user = await createUser();
    await pickWithOdds(user.id, (await createFixture()).id, "HOME", -110);
    const skill = await skillOf(user.id);
    for (const period of PERIODS) {
      expect(skill.periods[period]).toEqual({ settledPicks: 0, beatCloseRate: null, averageClv: null, actualPoints: 0, expectedPoints: 0, luck: 0 });
    }
    expect(skill.leagues).toEqual([]);
  });
});

describe("picks settled before the skill columns existed", () => {
  const MIGRATION = path.join(process.cwd(), "prisma/migrations/20261128110000_pick_skill_columns/migration.sql");

  test("the migration's backfill writes each pick the league, CLV and expected points settlement writes", async () => {
    const sql = fs.readFileSync(MIGRATION, "utf8");
    const backfill = sql.slice(sql.indexOf("CREATE FUNCTION pg_temp"), sql.indexOf("-- The skill figures and"));
    type Row = { id: number; league: string | null; clv: string | null; expected: number | null };
    const read = () =>
      db.$queryRaw<Row[]>`SELECT id, league::text, clv::text, "expectedPoints" AS expected FROM "Pick" ORDER BY id`;
    const settled = await read();
    expect(settled.filter((row) => row.clv !== null)).toHaveLength(30);
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE "Pick" SET league = NULL, clv = NULL, "expectedPoints" = NULL`;
      // The backfill is several statements: run one by one, as the migrator would.
      for (const statement of backfill.split(/;\s*\n(?=CREATE|UPDATE)/)) await tx.$executeRawUnsafe(statement);
      expect(await tx.$queryRaw<Row[]>`SELECT id, league::text, clv::text, "expectedPoints" AS expected FROM "Pick" ORDER BY id`).toEqual(settled);
      throw new Error("undo");
    }).catch((error: Error) => expect(error.message).toBe("undo"));
    expect(await read()).toEqual(settled);
  });
});

// Seeds one demo survivor pool on the NBA: three days already settled (some members out), the open slate with most
// members' picks in and a few still to pick, so a fresh demo world shows every part of a survivor pool.
import crypto from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { slateOf, slateRange } from "@/lib/domain/survivor-slates";
import { readSurvivorPool, unsettledFrom } from "@/lib/server/pools/survivor-pool-row";
import { openSlate } from "@/lib/server/survivor/read-survivor";
import { settleSurvivorPool } from "@/lib/server/survivor/settle-survivor";
import { appTimeZone } from "@/lib/settings";
import type { SeededPicker } from "./seed-pickers";
import type { Side } from "@/lib/domain/enum-values";

export const DEMO_SURVIVOR_NAME = "Last One Standing";
const MEMBERS = 10;
/** Past slates settled when the world is seeded. */
const PAST_SLATES = 3;
/** Members with no pick yet on the open slate: "still to pick" has names in it. */
const FORGETFUL = 2;
const DAY = 86_400_000;

type Game = { id: number; startsAt: Date; homeTeamId: number; awayTeamId: number; winnerSide: Side | null };

const day = (slate: string) => new Date(`${slate}T00:00:00Z`);

/**
 * The member at index i of the past slates' script: the owner (0) always picks a winner; member 7 loses on the first
 * slate, member 8 on the second, member 9 makes no pick on the third; the rest pick winners.
 */
function pastChoice(member: number, slate: number): "win" | "loss" | "none" {
  if (member === 7 && slate === 0) return "loss";
  if (member === 8 && slate === 1) return "loss";
  if (member === 9 && slate === 2) return "none";
  return "win";
}

async function gamesOf(db: PrismaClient, start: Date, end: Date): Promise<Game[]> {
  return db.fixture.findMany({
    where: { league: "NBA", startsAt: { gte: start, lt: end } },
    orderBy: [{ startsAt: "desc" }, { id: "asc" }],
    select: { id: true, startsAt: true, homeTeamId: true, awayTeamId: true, winnerSide: true },
  });
}

/** The team a member takes from a slate's games: a winner, a loser or any side, never a team they used. */
function choose(games: Game[], used: Set<number>, want: "win" | "loss" | "any"): { fixtureId: number; teamId: number; side: Side } | null {
  for (const game of games) {
    for (const side of ["HOME", "AWAY"] as const) {
      const teamId = side === "HOME" ? game.homeTeamId : game.awayTeamId;
      if (used.has(teamId)) continue;
      if (want === "win" && game.winnerSide !== side) continue;
      if (want === "loss" && (game.winnerSide === null || game.winnerSide === side)) continue;
      return { fixtureId: game.id, teamId, side };
    }
  }
  return null;
}

export async function seedSurvivorPool(db: PrismaClient, pickers: SeededPicker[], { now, seed }: { now: Date; seed: string }): Promise<{ pools: number; created: number }> {
  const [owner] = pickers;
  if (!owner) return { pools: 0, created: 0 };
  if (await db.pool.findFirst({ where: { ownerId: owner.id, name: DEMO_SURVIVOR_NAME }, select: { id: true } })) return { pools: 1, created: 0 };
  const timeZone = appTimeZone();
  const today = slateOf(now, "nba", timeZone);
  // The last days before today whose games are all over.
  const past: { slate: string; games: Game[] }[] = [];
  for (let back = 1; back <= 10 && past.length < PAST_SLATES; back += 1) {
    const slate = slateOf(new Date(now.getTime() - back * DAY), "nba", timeZone);
    const { start, end } = slateRange(slate, "nba", timeZone);
    const games = await gamesOf(db, start, end);
    if (games.length > 1 && games.every((game) => game.winnerSide !== null)) past.unshift({ slate, games });
    else if (past.length) break;
  }
  if (past.length < 2 || today === past.at(-1)!.slate) return { pools: 0, created: 0 };
  const members = pickers.slice(0, MEMBERS);
  const createdAt = new Date(slateRange(past[0].slate, "nba", timeZone).start.getTime() - DAY);
  const pool = await db.pool.create({
    data: {
      name: DEMO_SURVIVOR_NAME,
      description: "One NBA team a day, each team once: one loss and you are out.",
      leagues: ["NBA"],
      kind: "SURVIVOR",
      ownerId: owner.id,
      inviteCode: crypto.createHash("sha256").update(`${seed}:demo-survivor`).digest("base64url").slice(0, 22),
      createdAt,
      members: { create: members.map((member, index) => ({ userId: member.id, joinedAt: new Date(createdAt.getTime() + index * 60_000) })) },
      survivor: { create: { league: "NBA", startSlate: day(past[0].slate), lives: 1 } },
    },
  });
  await db.survivorEntry.createMany({ data: members.map((member) => ({ poolId: pool.id, userId: member.id, lives: 1 })) });
  const used = members.map(() => new Set<number>());
  const out = new Set<number>();
  const picks: { poolId: string; userId: string; slate: Date; fixtureId: number; teamId: number; side: Side }[] = [];
  past.forEach(({ slate, games }, index) => {
    members.forEach((member, m) => {
      if (out.has(m)) return;
      const want = pastChoice(m, index);
      if (want === "none") return void out.add(m);
      const choice = choose(games, used[m], want) ?? choose(games, used[m], "any");
      if (!choice) return;
      used[m].add(choice.teamId);
      if (want === "loss") out.add(m);
      picks.push({ poolId: pool.id, userId: member.id, slate: day(slate), ...choice });
    });
  });
  await db.survivorPick.createMany({ data: picks });
  await settleSurvivorPool(db, pool.id, timeZone);
  const created = 1 + members.length * 2 + picks.length + (await seedOpenSlates(db, pool.id, members, used, out, timeZone));
  return { pools: 1, created };
}

/**
 * Picks for the slates not yet settled, up to the open one: the latest games first, so a pick's game is still to start
 * when it can be; the last FORGETFUL members alive have not picked on the open slate yet.
 */
async function seedOpenSlates(db: PrismaClient, poolId: string, members: SeededPicker[], used: Set<number>[], out: Set<number>, timeZone: string): Promise<number> {
  const pool = (await readSurvivorPool(db, poolId))!;
  const open = await openSlate(db, pool, timeZone);
  if (!open) return 0;
  const alive = members.map((member, m) => ({ member, m })).filter(({ m }) => !out.has(m));
  const picks: { poolId: string; userId: string; slate: Date; fixtureId: number; teamId: number; side: Side }[] = [];
  for (let from = unsettledFrom(pool, timeZone); from < open.end; ) {
    const slate = slateOf(from, "nba", timeZone);
    const { end } = slateRange(slate, "nba", timeZone);
    const games = (await gamesOf(db, from, end)).filter((game) => slate !== open.slate || game.startsAt > new Date());
    alive.forEach(({ member, m }, index) => {
      if (slate === open.slate && index >= alive.length - FORGETFUL) return;
      const choice = choose(games, used[m], "any");
      if (!choice) return;
      used[m].add(choice.teamId);
      picks.push({ poolId, userId: member.id, slate: day(slate), ...choice });
    });
    from = end;
  }
  await db.survivorPick.createMany({ data: picks });
  return picks.length;
}

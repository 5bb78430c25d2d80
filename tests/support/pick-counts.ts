// A fixture's NORMAL pick counts as the board and the fixture page read them, and the recount they must equal.
import { db } from "@/lib/db";
import type { DbLeague } from "@/lib/domain/leagues";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { fixtureQueryParams, fixtureQueryText, type FixtureQuery, type FixtureRow } from "@/lib/server/fixtures/fixture-row";

export type PickCounts = { homePicks: number; awayPicks: number };

async function fixtureRow(fixtureId: number, league: DbLeague, client: PrismaClient): Promise<FixtureRow> {
  const q: FixtureQuery = { league, fixtureId, limit: 1 };
  const [row] = await client.$queryRawUnsafe<FixtureRow[]>(fixtureQueryText(q), ...fixtureQueryParams(q));
  if (!row) throw new Error(`fixture ${fixtureId} not found in ${league}`);
  return row;
}

/** Through the fixture query itself (on `client`, so a test can read from a connection of its own). */
export async function shownCounts(fixtureId: number, league: DbLeague = "NFL", client: PrismaClient = db): Promise<PickCounts> {
  const row = await fixtureRow(fixtureId, league, client);
  return { homePicks: row.homePicks ?? 0, awayPicks: row.awayPicks ?? 0 };
}

/** The game's number of picks as the fixture query counts it. */
export async function shownTotal(fixtureId: number, league: DbLeague = "NFL"): Promise<number> {
  return (await fixtureRow(fixtureId, league, db)).totalPicks ?? 0;
}

/** What the counts must equal: the NORMAL picks actually stored. */
export async function recount(fixtureId: number): Promise<PickCounts> {
  const [home, away] = await Promise.all([
    db.pick.count({ where: { fixtureId, kind: "NORMAL", side: "HOME" } }),
    db.pick.count({ where: { fixtureId, kind: "NORMAL", side: "AWAY" } }),
  ]);
  return { homePicks: home, awayPicks: away };
}

/** What the game's number of picks must equal: every NORMAL pick stored, of every market. */
export function recountTotal(fixtureId: number): Promise<number> {
  return db.pick.count({ where: { fixtureId, kind: "NORMAL" } });
}

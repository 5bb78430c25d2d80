// The survivor slate page's reads: alive count, the open slate and its games, the caller's picks and used teams, who
// still has to pick, the standings and the elimination log. Picks stay hidden from others until their game starts.
// No "server-only" import: the survivor bench times these reads outside Next.js.
import type { SurvivorGame, SurvivorLogEntry, SurvivorPick, SurvivorStanding, SurvivorState, SurvivorUsedTeam } from "@/lib/contracts/survivor";
import { PENDING_SHOWN } from "@/lib/domain/pools";
import { slateUnitOf, type SurvivorOutcome } from "@/lib/domain/survivor";
import { slateLabel, slateOf, slateRange } from "@/lib/domain/survivor-slates";
import { Prisma } from "@/lib/generated/prisma/client";
import { gameStartedSql } from "@/lib/server/fixtures/game-started-sql";
import { unsettledFrom, type Db, type SurvivorPoolRow } from "@/lib/server/pools/survivor-pool-row";
import type { Side } from "@/lib/domain/enum-values";

/** Members shown on the page by lives left; the alive count covers the rest. */
export const SURVIVOR_STANDINGS_SHOWN = 50;
/** Lives lost shown in the elimination log, newest first. */
export const SURVIVOR_LOG_SHOWN = 50;

const LOST = Prisma.raw(`('LOSS', 'TIE', 'MISSED')`);
const day = (date: Date) => date.toISOString().slice(0, 10);

export type OpenSlate = { slate: string; start: Date; end: Date; firstStart: Date; started: boolean };

/** The slate open for picks: the one of the next game not yet started, among the slates not yet settled. */
export async function openSlate(db: Db, pool: SurvivorPoolRow, timeZone: string): Promise<OpenSlate | null> {
  if (pool.endedAt) return null;
  const [next] = await db.$queryRaw<{ startsAt: Date }[]>`
    SELECT f."startsAt" FROM "Fixture" f
    WHERE f."league" = ${pool.dbLeague}::"League" AND NOT ${gameStartedSql()} AND f."startsAt" >= ${unsettledFrom(pool, timeZone)}
    ORDER BY f."startsAt" LIMIT 1`;
  if (!next) return null;
  const slate = slateOf(next.startsAt, pool.league, timeZone);
  const { start, end } = slateRange(slate, pool.league, timeZone);
  const [{ firstStart, started }] = await db.$queryRaw<{ firstStart: Date; started: boolean }[]>`
    SELECT min("startsAt") AS "firstStart", min("startsAt") <= now() AS started FROM "Fixture"
    WHERE "league" = ${pool.dbLeague}::"League" AND "startsAt" >= ${start} AND "startsAt" < ${end}`;
  return { slate, start, end, firstStart, started };
}

type UsedRow = { slate: Date; fixtureId: number; teamId: number; side: Side; abbreviation: string; auto: boolean; started: boolean; outcome: SurvivorOutcome | null };

const PICK_ROW = Prisma.sql`jsonb_build_object('slate', sp."slate", 'fixtureId', sp."fixtureId", 'teamId', sp."teamId", 'side', sp."side",
  'abbreviation', t."abbreviation", 'auto', sp."auto", 'started', f."startsAt" <= now(), 'outcome', sp."outcome")`;
const CALLER_PICKS = (poolId: string, userId: string) => Prisma.sql`
  FROM "SurvivorPick" sp JOIN "Team" t ON t."id" = sp."teamId" JOIN "Fixture" f ON f."id" = sp."fixtureId"
  WHERE sp."poolId" = ${poolId} AND sp."userId" = ${userId} AND sp."teamId" IS NOT NULL`;
type PickJson = Omit<UsedRow, "slate"> & { slate: string };
const fromJson = (row: PickJson): UsedRow => ({ ...row, slate: new Date(`${row.slate}T00:00:00Z`) });

/** Every team pick of the caller, oldest slate first (a season holds at most a few hundred slates). */
export async function myPicks(db: Db, poolId: string, userId: string): Promise<UsedRow[]> {
  const rows = await db.$queryRaw<{ pick: PickJson }[]>`SELECT ${PICK_ROW} AS pick ${CALLER_PICKS(poolId, userId)} ORDER BY sp."slate"`;
  return rows.map((row) => fromJson(row.pick));
}

export type SlatePage = { alive: number; members: number; pending: number; names: SurvivorState["pending"]["members"]; picks: UsedRow[] };

/**
 * What the slate page reads of the pool, in one statement: the alive count and the members (one index pass); the
 * caller's picks (their used teams); and the alive members still to pick on the slate, counted and named. An eliminated member keeps the
 * picks made ahead (a correction may bring them back), so those still to pick are the alive count less the slate's
 * picks, plus the out members' picks on it: index counts, the last over the members out only. Up to PENDING_SHOWN are
 * named, the first found in the members' key order, sorted by name for display, so no read sorts 10,000 names.
 */
/** The slate page's one statement (the bench times it in the database too). */
export function slatePageStatement(poolId: string, callerId: string, slate: string | null): Prisma.Sql {
  return Prisma.sql`
    SELECT entries.alive, entries.members,
      (SELECT count(*)::int FROM "SurvivorPick" WHERE "poolId" = ${poolId} AND "slate" = ${slate}::date)
        - (SELECT count(*)::int FROM "SurvivorEntry" e WHERE e."poolId" = ${poolId} AND e."lives" = 0
             AND EXISTS (SELECT 1 FROM "SurvivorPick" sp WHERE sp."poolId" = e."poolId" AND sp."userId" = e."userId" AND sp."slate" = ${slate}::date)) AS picked,
      (SELECT COALESCE(jsonb_agg(${PICK_ROW} ORDER BY sp."slate"), '[]'::jsonb) ${CALLER_PICKS(poolId, callerId)}) AS picks,
      (SELECT COALESCE(jsonb_agg(jsonb_build_object('id', p."userId", 'username', (SELECT u."username" FROM "User" u WHERE u."id" = p."userId"))), '[]'::jsonb)
       FROM (
         SELECT e."userId" FROM "SurvivorEntry" e
         WHERE ${slate}::date IS NOT NULL AND e."poolId" = ${poolId} AND e."lives" > 0
           AND NOT EXISTS (SELECT 1 FROM "SurvivorPick" sp WHERE sp."poolId" = e."poolId" AND sp."slate" = ${slate}::date AND sp."userId" = e."userId")
         ORDER BY e."userId" LIMIT ${PENDING_SHOWN}
       ) p) AS names
    -- Both counts from one pass over the (poolId, lives) index.
    FROM (SELECT count(*) FILTER (WHERE "lives" > 0)::int AS alive, count(*)::int AS members FROM "SurvivorEntry" WHERE "poolId" = ${poolId}) entries`;
}

export async function readSlatePage(db: Db, poolId: string, callerId: string, slate: string | null): Promise<SlatePage> {
  const [row] = await db.$queryRaw<{ alive: number; members: number; picked: number; picks: PickJson[]; names: SlatePage["names"] }[]>(slatePageStatement(poolId, callerId, slate));
  const byName = (name: string | null) => name?.toLowerCase() ?? "\uffff";
  return {
    alive: row.alive,
    members: row.members,
    pending: slate ? Math.max(0, row.alive - row.picked) : 0,
    names: row.names.sort((a, b) => byName(a.username).localeCompare(byName(b.username)) || a.id.localeCompare(b.id)),
    picks: row.picks.map(fromJson),
  };
}

type GameRow = {
  fixtureId: number;
  startsAt: Date;
  started: boolean;
  homeTeamId: number;
  homeAbbreviation: string;
  homeName: string;
  homeMoneyLine: number | null;
  awayTeamId: number;
  awayAbbreviation: string;
  awayName: string;
  awayMoneyLine: number | null;
};

async function slateGames(db: Db, pool: SurvivorPoolRow, open: OpenSlate, used: ReadonlyMap<number, string>): Promise<SurvivorGame[]> {
  const rows = await db.$queryRaw<GameRow[]>`
    SELECT f."id" AS "fixtureId", f."startsAt", ${gameStartedSql()} AS started,
           f."homeTeamId", h."abbreviation" AS "homeAbbreviation", h."name" AS "homeName", f."homeMoneyLine",
           f."awayTeamId", a."abbreviation" AS "awayAbbreviation", a."name" AS "awayName", f."awayMoneyLine"
    FROM "Fixture" f JOIN "Team" h ON h."id" = f."homeTeamId" JOIN "Team" a ON a."id" = f."awayTeamId"
    WHERE f."league" = ${pool.dbLeague}::"League" AND f."startsAt" >= ${open.start} AND f."startsAt" < ${open.end}
    ORDER BY f."startsAt", f."id" LIMIT 100`;
  return rows.map((row) => ({
    fixtureId: row.fixtureId,
    startsAt: row.startsAt.toISOString(),
    started: row.started,
    home: { teamId: row.homeTeamId, abbreviation: row.homeAbbreviation, name: row.homeName, moneyLine: row.homeMoneyLine, usedOn: used.get(row.homeTeamId) ?? null },
    away: { teamId: row.awayTeamId, abbreviation: row.awayAbbreviation, name: row.awayName, moneyLine: row.awayMoneyLine, usedOn: used.get(row.awayTeamId) ?? null },
  }));
}

type StandingRow = { userId: string; username: string | null; lives: number; eliminatedOn: Date | null; won: boolean; used: { slate: string; abbreviation: string; outcome: SurvivorOutcome | null; started: boolean }[] | null };

/** The first members by lives left (winners first), with the teams whose game started; the caller's own are all theirs to see. */
async function standings(db: Db, poolId: string, callerId: string, slate: string | null): Promise<SurvivorStanding[]> {
  const rows = await db.$queryRaw<StandingRow[]>`
    SELECT e."userId", u."username", e."lives", e."eliminatedOn", e."won",
      (SELECT jsonb_agg(jsonb_build_object('slate', sp."slate", 'abbreviation', t."abbreviation", 'outcome', sp."outcome", 'started', f."startsAt" <= now()) ORDER BY sp."slate")
       FROM "SurvivorPick" sp JOIN "Team" t ON t."id" = sp."teamId" JOIN "Fixture" f ON f."id" = sp."fixtureId"
       WHERE sp."poolId" = e."poolId" AND sp."userId" = e."userId") AS used
    FROM (
      SELECT * FROM "SurvivorEntry" WHERE "poolId" = ${poolId}
      ORDER BY "won" DESC, "lives" DESC, "eliminatedOn" DESC NULLS FIRST, "userId" LIMIT ${SURVIVOR_STANDINGS_SHOWN}
    ) e JOIN "User" u ON u."id" = e."userId"
    ORDER BY e."won" DESC, e."lives" DESC, e."eliminatedOn" DESC NULLS FIRST, lower(u."username") NULLS LAST, e."userId"`;
  return rows.map((row) => {
    const mine = row.userId === callerId;
    const used = row.used ?? [];
    const current = slate ? used.find((pick) => pick.slate === slate) : undefined;
    return {
      userId: row.userId,
      username: row.username,
      lives: row.lives,
      eliminatedOn: row.eliminatedOn ? day(row.eliminatedOn) : null,
      won: row.won,
      usedTeams: used.filter((pick) => mine || pick.started).map(({ slate: at, abbreviation, outcome }) => ({ slate: at, abbreviation, outcome })),
      slatePick: !current ? "none" : mine || current.started ? current.abbreviation : "hidden",
    };
  });
}

type LogRow = { slate: Date; userId: string; username: string | null; outcome: SurvivorOutcome; abbreviation: string | null; eliminated: boolean };

async function eliminationLog(db: Db, pool: SurvivorPoolRow): Promise<SurvivorLogEntry[]> {
  const rows = await db.$queryRaw<LogRow[]>`
    SELECT sp."slate", sp."userId", u."username", sp."outcome"::text AS outcome, t."abbreviation", e."eliminatedOn" = sp."slate" AS eliminated
    FROM "SurvivorPick" sp JOIN "User" u ON u."id" = sp."userId" JOIN "SurvivorEntry" e ON e."poolId" = sp."poolId" AND e."userId" = sp."userId"
    LEFT JOIN "Team" t ON t."id" = sp."teamId"
    WHERE sp."poolId" = ${pool.poolId} AND sp."outcome" IN ${LOST}
    ORDER BY sp."slate" DESC, sp."userId" DESC LIMIT ${SURVIVOR_LOG_SHOWN}`;
  // Read in the (poolId, slate, userId) index's order, newest first, so a big slate's losses are not all sorted by name.
  const byName = (name: string | null) => name?.toLowerCase() ?? "\uffff";
  rows.sort((a, b) => b.slate.getTime() - a.slate.getTime() || byName(a.username).localeCompare(byName(b.username)) || a.userId.localeCompare(b.userId));
  return rows.map((row) => ({ ...row, slate: day(row.slate), label: slateLabel(day(row.slate), pool.league), eliminated: row.eliminated === true }));
}

function usedTeam(row: UsedRow): SurvivorUsedTeam {
  return { slate: day(row.slate), abbreviation: row.abbreviation, outcome: row.outcome };
}

function pickOf(row: UsedRow): SurvivorPick {
  return { slate: day(row.slate), fixtureId: row.fixtureId, teamId: row.teamId, side: row.side, abbreviation: row.abbreviation, auto: row.auto, locked: row.started, outcome: row.outcome };
}

export async function readSurvivorState(db: Db, pool: SurvivorPoolRow, callerId: string, timeZone: string): Promise<SurvivorState> {
  const [open, entry, winners, log] = await Promise.all([
    openSlate(db, pool, timeZone),
    db.survivorEntry.findUnique({ where: { poolId_userId: { poolId: pool.poolId, userId: callerId } } }),
    db.$queryRaw<{ id: string; username: string | null }[]>`
      SELECT u."id", u."username" FROM "SurvivorEntry" e JOIN "User" u ON u."id" = e."userId" WHERE e."poolId" = ${pool.poolId} AND e."won"
      ORDER BY lower(u."username") NULLS LAST, u."id"`,
    eliminationLog(db, pool),
  ]);
  const slate = open?.slate ?? null;
  const [page, table] = await Promise.all([readSlatePage(db, pool.poolId, callerId, slate), standings(db, pool.poolId, callerId, slate)]);
  const picks = page.picks;
  const used = new Map(picks.filter((row) => day(row.slate) !== slate).map((row) => [row.teamId, day(row.slate)]));
  const games = open ? await slateGames(db, pool, open, used) : [];
  const current = picks.find((row) => day(row.slate) === slate);
  return {
    league: pool.league,
    slateUnit: slateUnitOf(pool.league),
    startSlate: pool.startSlate,
    lives: pool.lives,
    autoPick: pool.autoPick,
    alive: page.alive,
    members: page.members,
    ended: pool.endedAt !== null,
    winners,
    slate: open ? { slate: open.slate, label: slateLabel(open.slate, pool.league), firstStart: open.firstStart.toISOString(), started: open.started } : null,
    games,
    me: entry
      ? {
          lives: entry.lives,
          eliminatedOn: entry.eliminatedOn ? day(entry.eliminatedOn) : null,
          won: entry.won,
          countOnBoard: entry.countOnBoard,
          pick: current ? pickOf(current) : null,
          usedTeams: picks.map(usedTeam),
        }
      : null,
    pending: { count: page.pending, members: page.names },
    standings: table,
    log,
  };
}

// The load test's users, sessions and request mix over the bench data set: browsing, leaderboard, daily picks, profiles, picks, follows, parlays.
import crypto from "node:crypto";
import type pg from "pg";
import type { Call } from "./workload";

const SPORT: Record<string, string> = { nfl: "football", nba: "basketball", nhl: "hockey", mlb: "baseball" };
const LEAGUES = Object.keys(SPORT);
const PERIODS = ["TODAY", "THIS_WEEK", "THIS_MONTH", "ALL"];
export const WRITERS = 300;

type Open = { userId: string; fixtureId: number; league: string };
type Line = { fixtureId: number; home: number; away: number };

const any = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];

export async function prepareMix(client: pg.Client) {
  const tokens = new Map<string, string>();
  await client.query(`DELETE FROM "Session" WHERE "sessionToken" LIKE 'load-%'`);
  for (let i = 1; i <= WRITERS; i += 1) tokens.set(`bench-${i}`, `load-${crypto.randomBytes(18).toString("hex")}`);
  await client.query(
    `INSERT INTO "Session" ("sessionToken", "userId", expires, "updatedAt") SELECT t, u, now() + interval '1 day', now() FROM unnest($1::text[], $2::text[]) AS x(t, u)`,
    [[...tokens.values()], [...tokens.keys()]],
  );
  // Games a writer has not picked yet, still open for hours: every pick sent should be accepted exactly once.
  const open = (
    await client.query<Open>(`
      SELECT u.id AS "userId", f.id AS "fixtureId", lower(f.league::text) AS league
      FROM (SELECT 'bench-' || g AS id FROM generate_series(1, ${WRITERS}) g) u
      CROSS JOIN LATERAL (
        SELECT f.id, f.league FROM "Fixture" f
        WHERE f.status = 'PREGAME' AND f."startsAt" > now() + interval '3 hours' AND f."homeMoneyLine" IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM "Pick" p WHERE p."userId" = u.id AND p."fixtureId" = f.id AND p."parlayId" IS NULL)
        ORDER BY random() LIMIT 40) f`)
  ).rows.sort(() => Math.random() - 0.5);
  const lines = (
    await client.query<Line>(`SELECT id AS "fixtureId", "homeMoneyLine" AS home, "awayMoneyLine" AS away FROM "Fixture"
      WHERE status = 'PREGAME' AND "startsAt" > now() + interval '3 hours' AND "homeMoneyLine" IS NOT NULL AND "awayMoneyLine" IS NOT NULL`)
  ).rows;
  const writers = [...tokens.keys()];

  const weights: [number, () => Call][] = [
    [25, () => { const l = any(LEAGUES); return { kind: "fixtures", method: "GET", path: `/api/${SPORT[l]}/${l}/fixtures?filter=week` }; }],
    [15, () => ({ kind: "leaderboard", method: "GET", path: `/api/leaderboard?period=${any(PERIODS)}` })],
    [10, () => { const l = any(LEAGUES); return { kind: "daily", method: "GET", path: `/api/${SPORT[l]}/${l}/fixtures/report` }; }],
    [15, () => ({ kind: "profile", method: "GET", path: `/api/picker/bench${1 + Math.floor(Math.random() * 5000)}` })],
    [15, () => {
      const next = open.pop();
      if (!next) throw new Error("the load test ran out of open games to pick: raise the LATERAL limit");
      return { kind: "pick", method: "POST", path: `/api/${SPORT[next.league]}/${next.league}/pick`, body: { fixtureId: next.fixtureId, side: "HOME" }, bearer: tokens.get(next.userId), tag: `${next.userId}|${next.fixtureId}` };
    }],
    [15, () => {
      const who = any(writers);
      const target = `bench-${1 + Math.floor(Math.random() * 5000)}`;
      return { kind: "follow", method: Math.random() < 0.6 ? "POST" : "DELETE", path: `/api/follow/${target === who ? "bench-5000" : target}`, bearer: tokens.get(who) };
    }],
    [5, () => {
      const who = any(writers);
      const [a, b] = [any(lines), any(lines)];
      const legs = a.fixtureId === b.fixtureId ? [[a.fixtureId, "HOME", a.home], [lines[0].fixtureId === a.fixtureId ? lines[1].fixtureId : lines[0].fixtureId, "AWAY", lines[0].fixtureId === a.fixtureId ? lines[1].away : lines[0].away]] : [[a.fixtureId, "HOME", a.home], [b.fixtureId, "AWAY", b.away]];
      return { kind: "parlay", method: "POST", path: "/api/parlay", body: { parlay: legs }, bearer: tokens.get(who), keepBody: true };
    }],
  ];
  const total = weights.reduce((sum, [w]) => sum + w, 0);
  const next = (): Call => {
    let roll = Math.random() * total;
    for (const [w, make] of weights) if ((roll -= w) < 0) return make();
    return weights[0][1]();
  };
  return { next, writers };
}

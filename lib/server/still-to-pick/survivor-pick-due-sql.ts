// When a survivor pool member still has to pick: they are alive in a pool still running, on the slate their league plays
// now, which the pool has reached, and they have no pick for it. Read by the e-mail and the push reminders alike.
// No "server-only" import: the reminders read it from `npm run sync`, outside Next.js.
import { LEAGUES, toDbLeague } from "@/lib/domain/leagues";
import { slateOf, slateRange } from "@/lib/domain/survivor-slates";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Joins each "SurvivorPool" s to its league's slate at this instant (the NFL's week, the others' day) as w(league, slate,
 * start, "end"), and to the slate's first game as g("id", "startsAt"): a slate without games has no row.
 */
export function survivorSlateSql(now: Date, timeZone: string): Prisma.Sql {
  const slates = LEAGUES.map((league) => {
    const slate = slateOf(now, league, timeZone);
    return { league: toDbLeague(league), slate, ...slateRange(slate, league, timeZone) };
  });
  return Prisma.sql`JOIN unnest(${slates.map((s) => s.league)}::text[], ${slates.map((s) => s.slate)}::date[], ${slates.map((s) => s.start)}::timestamptz[], ${slates.map((s) => s.end)}::timestamptz[]) AS w(league, slate, start, "end")
      ON w.league = s."league"::text
    CROSS JOIN LATERAL (SELECT f."id", f."startsAt" FROM "Fixture" f
      WHERE f."league" = s."league" AND f."startsAt" >= w.start AND f."startsAt" < w."end" ORDER BY f."startsAt" LIMIT 1) g`;
}

/** Over a "SurvivorEntry" e, its "SurvivorPool" s and the slate w of `survivorSlateSql`: the member still has to pick. */
export const survivorPickDueSql = Prisma.sql`(e."lives" > 0 AND s."endedAt" IS NULL AND s."startSlate" <= w.slate
      AND NOT EXISTS (SELECT 1 FROM "SurvivorPick" sp WHERE sp."poolId" = e."poolId" AND sp."userId" = e."userId" AND sp."slate" = w.slate))`;

// Who gets a game-day reminder now, and with which games: opted-in pickers without one today whose leagues' first game
// of the local day starts within the lead time, with today's games in those leagues not started and not yet picked
// (sitewide, or on the week card of a card pool of theirs that is not complete yet).
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { DbLeague } from "@/lib/domain/leagues";
import { cardIncompleteSql } from "@/lib/server/still-to-pick/card-incomplete-sql";

export type DueReminderGame = {
  userId: string;
  email: string;
  username: string;
  fixtureId: number;
  league: DbLeague;
  startsAt: Date;
  home: string;
  away: string;
};

type Window = { day: string; dayStart: Date; dayEnd: Date; now: Date; leadMs: number; week: { start: Date; end: Date } };

/**
 * A picker's leagues are those they have picked in, and those their pools count: where their attention is, without
 * another setting to keep (a pool member who has never picked its league is still expected on its slate).
 */
export function dueReminderGames(db: PrismaClient, { day, dayStart, dayEnd, now, leadMs, week }: Window): Promise<DueReminderGame[]> {
  const dueBy = new Date(now.getTime() + leadMs);
  return db.$queryRaw<DueReminderGame[]>(Prisma.sql`
    WITH pickers AS (
      SELECT u."id", u."email", u."username" FROM "User" u
      WHERE u."emailReminder" AND u."emailVerified" IS NOT NULL AND u."username" IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "EmailSend" s WHERE s."userId" = u."id" AND s."kind" = 'REMINDER' AND s."period" = ${day}::date)
    ), leagues AS (
      SELECT p."userId", f."league" FROM pickers JOIN "Pick" p ON p."userId" = pickers."id" JOIN "Fixture" f ON f."id" = p."fixtureId"
      UNION
      SELECT pm."userId", l."league" FROM pickers JOIN "PoolMember" pm ON pm."userId" = pickers."id" JOIN "Pool" po ON po."id" = pm."poolId"
      CROSS JOIN LATERAL unnest(po."leagues") AS l("league")
    ), due AS (
      SELECT l."userId" FROM leagues l JOIN "Fixture" f ON f."league" = l."league" AND f."startsAt" >= ${dayStart} AND f."startsAt" < ${dayEnd}
      GROUP BY l."userId" HAVING min(f."startsAt") <= ${dueBy}
    )
    SELECT pickers."id" AS "userId", pickers."email", pickers."username", f."id" AS "fixtureId", f."league"::text AS "league",
      f."startsAt", h."name" AS "home", a."name" AS "away"
    FROM due
    JOIN pickers ON pickers."id" = due."userId"
    JOIN leagues l ON l."userId" = due."userId"
    JOIN "Fixture" f ON f."league" = l."league" AND f."status" = 'PREGAME' AND f."startsAt" > ${now} AND f."startsAt" < ${dayEnd}
    JOIN "Team" h ON h."id" = f."homeTeamId"
    JOIN "Team" a ON a."id" = f."awayTeamId"
    WHERE NOT EXISTS (SELECT 1 FROM "Pick" p WHERE p."userId" = due."userId" AND p."fixtureId" = f."id")
       OR EXISTS (SELECT 1 FROM "PoolMember" pm JOIN "Pool" p ON p."id" = pm."poolId" JOIN "CardPool" c ON c."poolId" = p."id"
                  WHERE pm."userId" = due."userId" AND p."kind" = 'CARD' AND f."league" = ANY(p."leagues")
                    AND NOT EXISTS (SELECT 1 FROM "CardPick" cp WHERE cp."poolId" = p."id" AND cp."userId" = due."userId" AND cp."fixtureId" = f."id")
                    AND ${cardIncompleteSql(Prisma.sql`due."userId"`, week, now)})
    ORDER BY pickers."id", f."startsAt", f."id"`);
}

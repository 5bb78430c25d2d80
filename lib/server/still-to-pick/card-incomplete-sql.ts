// When a card pool member still has to pick: their card of the week is not complete while a game of it is still to
// start. An every-game card is complete once each game has a pick; a Pick N card once it holds N picks. A game already
// started cannot be picked any more, so a card whose only empty games have started is as complete as it can be.
// No "server-only" import: the reminders read it from `npm run sync`, outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Over a "Pool" p of kind CARD, its "CardPool" c and a member's user id: their card of the week [start, end) still has a
 * game to pick. `now` is the instant a game must start after to be pickable.
 */
export function cardIncompleteSql(userId: Prisma.Sql, range: { start: Date; end: Date }, now: Date): Prisma.Sql {
  return Prisma.sql`(EXISTS (SELECT 1 FROM "Fixture" f
            WHERE f."league" = ANY(p."leagues") AND f."startsAt" >= ${range.start} AND f."startsAt" < ${range.end}
              AND f."status" = 'PREGAME' AND f."startsAt" > ${now}
              AND NOT EXISTS (SELECT 1 FROM "CardPick" cp WHERE cp."poolId" = p."id" AND cp."userId" = ${userId} AND cp."fixtureId" = f."id"))
      AND (c."picking" = 'EVERY_GAME'
           OR (SELECT count(*) FROM "CardPick" cp JOIN "Fixture" f ON f."id" = cp."fixtureId"
               WHERE cp."poolId" = p."id" AND cp."userId" = ${userId} AND f."startsAt" >= ${range.start} AND f."startsAt" < ${range.end}) < c."pickCount"))`;
}

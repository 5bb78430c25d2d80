// What the reminder queries share: the game a reminder names ("BUF @ KC"), and the turning of a pool's due members into
// pushes. No "server-only" import: the job also runs from `npm run sync`, outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";
import { reminderPush, type ReminderKind } from "@/lib/domain/push-messages";
import type { DuePush } from "./send-pushes";

/** "Starts in an hour": a run inside the hour before the first game still to pick on reminds. */
export const REMINDER_PUSH_LEAD_MS = 60 * 60_000;

/** Over a "Fixture" f: its teams as a reminder names them, `away @ home`, selected as "matchup". */
export const matchupSql = Prisma.sql`aw."abbreviation" || ' @ ' || hm."abbreviation" AS "matchup"`;
export const matchupTeamsSql = Prisma.sql`JOIN "Team" aw ON aw."id" = f."awayTeamId" JOIN "Team" hm ON hm."id" = f."homeTeamId"`;

/** A pool with the game a reminder names, the period it is about (a week's Monday, a slate) and the members to remind. */
export type ReminderRow = { id: string; name: string; startsAt: Date; matchup: string; period: string; userIds: string[] };

/** One push per member, pool and period: the subject is the pool and the period. */
export function reminderPushes(rows: ReminderRow[], kind: ReminderKind, now: Date): DuePush[] {
  return rows.flatMap((pool) => {
    const message = reminderPush(pool, pool, now, kind);
    return pool.userIds.map((userId) => ({ userId, kind: "REMINDER" as const, subject: `${pool.id}:${pool.period}`, message }));
  });
}

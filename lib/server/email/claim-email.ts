// Once per picker, kind and period: the rows are written before the messages are sent, so of two concurrent runs only
// the one whose insert lands sends each message; a batch the provider surely refused gives its claims back for a later run.
import type { EmailKind, PrismaClient } from "@/lib/generated/prisma/client";

export type EmailPeriod = { kind: EmailKind; period: string };

/**
 * The pickers of `userIds` this run now holds the claim for; the others are taken. Inserted in one order (by id), so
 * two runs claiming overlapping sets wait on each other's rows instead of deadlocking.
 */
export async function claimEmails(db: PrismaClient, userIds: string[], { kind, period }: EmailPeriod): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db.$queryRaw<{ userId: string }[]>`
    INSERT INTO "EmailSend" ("userId", "kind", "period")
    SELECT id, ${kind}::"EmailKind", ${period}::date FROM unnest(${userIds}::text[]) AS id ORDER BY id
    ON CONFLICT DO NOTHING
    RETURNING "userId"`;
  return rows.map((row) => row.userId);
}

export async function releaseEmails(db: PrismaClient, userIds: string[], { kind, period }: EmailPeriod): Promise<void> {
  if (userIds.length === 0) return;
  await db.$executeRaw`
    DELETE FROM "EmailSend" WHERE "userId" = ANY(${userIds}::text[]) AND "kind" = ${kind}::"EmailKind" AND "period" = ${period}::date`;
}

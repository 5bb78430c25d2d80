// Once per picker, kind and period: the row is written before the message is sent, so of two concurrent runs only
// the one whose insert lands sends; a failed send gives the claim back so a later run can try again.
import type { EmailKind, PrismaClient } from "@/lib/generated/prisma/client";

export async function claimEmail(db: PrismaClient, userId: string, kind: EmailKind, period: string): Promise<boolean> {
  const inserted = await db.$executeRaw`
    INSERT INTO "EmailSend" ("userId", "kind", "period") VALUES (${userId}, ${kind}::"EmailKind", ${period}::date)
    ON CONFLICT DO NOTHING`;
  return inserted === 1;
}

export async function releaseEmail(db: PrismaClient, userId: string, kind: EmailKind, period: string): Promise<void> {
  await db.$executeRaw`DELETE FROM "EmailSend" WHERE "userId" = ${userId} AND "kind" = ${kind}::"EmailKind" AND "period" = ${period}::date`;
}

/** Claims, sends, and releases the claim when sending fails (the error is passed on). True when this run sent it. */
export async function sendOnce(db: PrismaClient, claim: { userId: string; kind: EmailKind; period: string }, deliver: () => Promise<void>): Promise<boolean> {
  if (!(await claimEmail(db, claim.userId, claim.kind, claim.period))) return false;
  try {
    await deliver();
    return true;
  } catch (error) {
    await releaseEmail(db, claim.userId, claim.kind, claim.period);
    throw error;
  }
}

// The day's mail budget, counted in MailDay per local day (APP_TIMEZONE): sign-in links are only counted, never refused;
// reminders and digests take what is left once MAIL_SIGN_IN_RESERVE of MAIL_DAILY_BUDGET is kept for sign-in links.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { localDay } from "@/lib/domain/periods";
import { appTimeZone, optInMailAllowance } from "@/lib/settings";

/** What a run may send today: `granted` of the messages it asked for, booked on `day` until given back. */
export type MailReservation = { day: string; granted: number };

/**
 * Counted as the link is handed over rather than after, so a reminder run at the same moment already leaves room for
 * it. A sign-in link is one person waiting at the login page: it goes out whatever the count.
 */
export async function countSignInMail(db: PrismaClient, now = new Date()): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "MailDay" ("day", "signIn") VALUES (${localDay(now, appTimeZone())}::date, 1)
    ON CONFLICT ("day") DO UPDATE SET "signIn" = "MailDay"."signIn" + 1`;
}

/**
 * Books up to `wanted` opt-in messages on today's count, as many as keep it within the allowance. The day's row is
 * locked while it is read and raised, so runs that overlap take turns and never book the same room twice.
 */
export async function reserveOptInMail(db: PrismaClient, wanted: number, now = new Date()): Promise<MailReservation> {
  const day = localDay(now, appTimeZone());
  const allowance = optInMailAllowance();
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO "MailDay" ("day") VALUES (${day}::date) ON CONFLICT ("day") DO NOTHING`;
    const [{ total }] = await tx.$queryRaw<{ total: number }[]>`
      SELECT ("signIn" + "optIn")::int AS total FROM "MailDay" WHERE "day" = ${day}::date FOR UPDATE`;
    const granted = Math.max(0, Math.min(wanted, allowance - total));
    if (granted > 0) await tx.$executeRaw`UPDATE "MailDay" SET "optIn" = "optIn" + ${granted}::int WHERE "day" = ${day}::date`;
    return { day, granted };
  });
}

/**
 * Gives back room booked for messages that surely did not go out (the provider refused them, or they never rendered).
 * Never for an answer that leaves it unknown: Resend may have counted them against its quota.
 */
export async function returnOptInMail(db: PrismaClient, { day, granted }: MailReservation): Promise<void> {
  if (granted === 0) return;
  await db.$executeRaw`UPDATE "MailDay" SET "optIn" = GREATEST(0, "optIn" - ${granted}::int) WHERE "day" = ${day}::date`;
}

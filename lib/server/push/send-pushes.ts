// Sends the pushes a run found due: each picker's switches and quiet hours decide first, then a PushSend row is claimed
// per picker, kind and subject before anything is sent, so a second run (even a concurrent one) sends nothing twice.
// No "server-only" import: the job also runs from `npm run sync`, outside Next.js.
import type { PrismaClient, PushKind, PushPreference } from "@/lib/generated/prisma/client";
import { pushHeldBack, type PushType } from "@/lib/domain/push-preferences";
import { deliverPushes, type DeliveryOptions, type DeviceSubscription, type Outgoing, type PushMessage } from "./deliver-push";
import { pushRuleOf } from "./push-rule";

/** One push for one picker: `subject` names what it is about (a pool's week, a night, a notification). */
export type DuePush = { userId: string; kind: PushKind; subject: string; message: PushMessage };

export type PushRunOptions = DeliveryOptions & {
  now: Date;
  /** Device messages this run sends at most; pushes past it are left unclaimed for the next run. */
  limit: number;
  concurrency: number;
  perSecond?: number;
};

/** sent: pushes at least one device accepted; held: waiting for quiet hours to end; dropped: off, or a reminder held by quiet hours. */
export type PushRunReport = { sent: number; failed: number; held: number; dropped: number; deferred: number; gone: number };

export const TYPE_OF_KIND: Record<PushKind, PushType> = { REMINDER: "reminder", SETTLED: "settled", WEEK_WON: "weekWon", ANNOUNCEMENT: "announcement", SURVIVOR: "survivor" };

type Key = Pick<DuePush, "userId" | "kind" | "subject">;
const keyOf = ({ userId, kind, subject }: Key) => `${userId}\u0000${kind}\u0000${subject}`;

/** Records the pushes as handled, not yet sent; answers those this call recorded (another run's rows are left to it). */
async function claim(db: PrismaClient, pushes: Key[]): Promise<Set<string>> {
  if (pushes.length === 0) return new Set();
  const rows = await db.$queryRaw<Key[]>`
    INSERT INTO "PushSend" ("userId", "kind", "subject")
    SELECT * FROM unnest(${pushes.map((p) => p.userId)}::text[], ${pushes.map((p) => p.kind)}::"PushKind"[], ${pushes.map((p) => p.subject)}::text[])
    ON CONFLICT DO NOTHING
    RETURNING "userId", "kind"::text AS "kind", "subject"`;
  return new Set(rows.map(keyOf));
}

async function markSent(db: PrismaClient, pushes: Key[]): Promise<void> {
  if (pushes.length === 0) return;
  await db.$executeRaw`
    UPDATE "PushSend" s SET "sent" = true
    FROM unnest(${pushes.map((p) => p.userId)}::text[], ${pushes.map((p) => p.kind)}::"PushKind"[], ${pushes.map((p) => p.subject)}::text[]) AS d("userId", "kind", "subject")
    WHERE s."userId" = d."userId" AND s."kind" = d."kind" AND s."subject" = d."subject"`;
}

export async function sendPushes(db: PrismaClient, due: DuePush[], options: PushRunOptions): Promise<PushRunReport> {
  const report: PushRunReport = { sent: 0, failed: 0, held: 0, dropped: 0, deferred: 0, gone: 0 };
  if (due.length === 0) return report;
  const userIds = [...new Set(due.map((push) => push.userId))];
  // One array parameter each: a reminder run can name a hundred thousand pickers, past any list of parameters.
  const [preferences, subscriptions] = await Promise.all([
    db.$queryRaw<PushPreference[]>`SELECT * FROM "PushPreference" WHERE "userId" = ANY(${userIds}::text[])`,
    db.$queryRaw<(DeviceSubscription & { userId: string })[]>`
      SELECT "id", "userId", "endpoint", "p256dh", "auth" FROM "PushSubscription" WHERE "userId" = ANY(${userIds}::text[]) ORDER BY "id"`,
  ]);
  const ruleOf = new Map(preferences.map((row) => [row.userId, pushRuleOf(row)]));
  const devicesOf = new Map<string, DeviceSubscription[]>();
  for (const { userId, ...device } of subscriptions) devicesOf.set(userId, [...(devicesOf.get(userId) ?? []), device]);

  const dropped: DuePush[] = [];
  const chosen: DuePush[] = [];
  let messages = 0;
  for (const push of due) {
    const devices = devicesOf.get(push.userId) ?? [];
    if (devices.length === 0) continue;
    const held = pushHeldBack(ruleOf.get(push.userId) ?? pushRuleOf(null), TYPE_OF_KIND[push.kind], options.now);
    // A reminder is about the next hour: held by quiet hours it would come too late, so it is dropped like a switched-off type.
    if (held === "off" || (held === "quiet" && push.kind === "REMINDER")) dropped.push(push);
    else if (held === "quiet") report.held += 1;
    else if (messages + devices.length > options.limit && chosen.length > 0) report.deferred += 1;
    else {
      chosen.push(push);
      messages += devices.length;
    }
  }
  report.dropped = (await claim(db, dropped)).size;

  const claimed = await claim(db, chosen);
  const sending = chosen.filter((push) => claimed.has(keyOf(push)));
  const outgoing: (Outgoing & { push: DuePush })[] = sending.flatMap((push) => devicesOf.get(push.userId)!.map((subscription) => ({ subscription, message: push.message, push })));
  const run = await deliverPushes(outgoing, { ...options, limit: outgoing.length });
  const delivered = new Map<string, DuePush>();
  run.deliveries.forEach((delivery, index) => {
    if (delivery === "sent") delivered.set(keyOf(outgoing[index].push), outgoing[index].push);
  });
  await markSent(db, [...delivered.values()]);
  // The push service says the device unsubscribed: its row goes, so no later run tries it again.
  if (run.gone.length > 0) report.gone = (await db.pushSubscription.deleteMany({ where: { id: { in: run.gone } } })).count;
  report.sent = delivered.size;
  report.failed = sending.length - delivered.size;
  return report;
}

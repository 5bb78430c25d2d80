// Seeds one demo pool, three weeks old, so a fresh demo world has pool weeks already over (final tables, winners) beside the live one.
import crypto from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { SeededPicker } from "./seed-pickers";

const DAY = 86_400_000;

export const DEMO_POOL_NAME = "Sunday Regulars";
/** A dozen members: enough for a table with ties to break, few enough to read at a glance. */
const DEMO_POOL_MEMBERS = 12;

/** The invite code comes from the seed (the seed runs outside Next.js, where the app's code generator is not loaded). */
export function demoInviteCode(seed: string): string {
  return crypto.createHash("sha256").update(`${seed}:demo-pool`).digest("base64url").slice(0, 22);
}

/**
 * Created three weeks before `now`: the seeded picks reach two weeks back, so the two weeks before this one end with
 * final tables and winners (written by the app on the pool's first visit or the next daily cron). Idempotent.
 */
export async function seedPools(db: PrismaClient, pickers: SeededPicker[], { now, seed }: { now: Date; seed: string }): Promise<{ pools: number; created: number }> {
  const [owner, ...others] = pickers;
  if (!owner) return { pools: 0, created: 0 };
  const existing = await db.pool.findFirst({ where: { ownerId: owner.id, name: DEMO_POOL_NAME }, select: { id: true } });
  if (existing) return { pools: 1, created: 0 };
  const createdAt = new Date(now.getTime() - 21 * DAY);
  const members = [owner, ...others.slice(0, DEMO_POOL_MEMBERS - 1)];
  await db.pool.create({
    data: {
      name: DEMO_POOL_NAME,
      description: "Pick'em among friends: the week's top scorer takes the bragging rights.",
      leagues: ["NFL", "NBA", "NHL", "MLB"],
      ownerId: owner.id,
      inviteCode: demoInviteCode(seed),
      createdAt,
      announcement: "Welcome to the Sunday Regulars: one winner a week, ties broken by the rule on this page.",
      announcedAt: createdAt,
      members: { create: members.map((member, index) => ({ userId: member.id, joinedAt: new Date(createdAt.getTime() + index * 60_000) })) },
    },
  });
  return { pools: 1, created: 1 + members.length };
}

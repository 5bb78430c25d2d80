// Seeds the demo pickers and who follows whom.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { DbLeague } from "@/lib/domain/leagues";
import { usernameColumns } from "@/lib/domain/username-skeleton";
import { DEMO_PICKERS, demoEmail } from "@/lib/demo/pickers";
import { randomInt, rngFor, shuffled } from "@/lib/demo/random";

const DAY = 86_400_000;

export type SeededPicker = { id: string; username: string; favourite: DbLeague; createdAt: Date };

export async function seedPickers(
  db: PrismaClient,
  { now, seed }: { now: Date; seed: string },
): Promise<{ pickers: SeededPicker[]; created: number }> {
  const rows = DEMO_PICKERS.map((picker) => {
    // At least 20 days old, so every seeded pick (two weeks back at most) postdates its author.
    const createdAt = new Date(now.getTime() - (20 + rngFor(seed, "joined", picker.username)() * 345) * DAY);
    return {
      email: demoEmail(picker.username),
      emailVerified: new Date(createdAt.getTime() + 10 * 60_000),
      name: picker.name,
      ...usernameColumns(picker.username),
      bio: picker.bio,
      createdAt,
    };
  });
  // skipDuplicates also skips a name a real user already took: that picker is simply left out.
  const { count } = await db.user.createMany({ data: rows, skipDuplicates: true });
  const users = await db.user.findMany({
    where: { email: { in: rows.map((row) => row.email) } },
    select: { id: true, email: true, createdAt: true },
  });
  const byEmail = new Map(users.map((user) => [user.email, user]));
  const pickers = DEMO_PICKERS.flatMap((picker) => {
    const user = byEmail.get(demoEmail(picker.username));
    return user ? [{ id: user.id, username: picker.username, favourite: picker.favourite, createdAt: user.createdAt }] : [];
  });
  return { pickers, created: count };
}

/** Each picker follows 3 to 10 others; skipped entirely once the demo pickers follow anyone. */
export async function seedFollows(
  db: PrismaClient,
  pickers: readonly SeededPicker[],
  { now, seed }: { now: Date; seed: string },
): Promise<{ total: number; created: number }> {
  const ids = pickers.map((picker) => picker.id);
  const existing = await db.follow.count({ where: { followerId: { in: ids } } });
  if (existing > 0 || pickers.length < 2) return { total: existing, created: 0 };
  const rows = pickers.flatMap((follower) => {
    const rng = rngFor(seed, "follows", follower.username);
    const others = shuffled(rng, pickers.filter((other) => other.id !== follower.id));
    return others.slice(0, randomInt(rng, 3, Math.min(10, others.length))).map((followed) => {
      const since = Math.max(follower.createdAt.getTime(), followed.createdAt.getTime());
      return {
        followerId: follower.id,
        followedId: followed.id,
        createdAt: new Date(since + rng() * (now.getTime() - since)),
      };
    });
  });
  const { count } = await db.follow.createMany({ data: rows, skipDuplicates: true });
  return { total: count, created: count };
}

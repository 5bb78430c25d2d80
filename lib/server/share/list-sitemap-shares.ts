// Public pickers' profiles, picks and parlays for the sitemap: private pickers are left out, the newest come first.
import "server-only";
import { db } from "@/lib/db";
import { profilePath, sharedParlayPath, sharedPickPath } from "@/lib/domain/share-paths";

/** Together with the daily picks, well under a sitemap file's 50,000 URLs. */
export const SITEMAP_SHARE_LIMITS = { profiles: 2_000, picks: 1_000, parlays: 500 };

export type SitemapShare = { path: string; lastModified: Date };

const publicPicker = { private: false, username: { not: null } };

export async function listSitemapShares(): Promise<SitemapShare[]> {
  const [profiles, picks, parlays] = await Promise.all([
    db.user.findMany({ where: publicPicker, orderBy: { updatedAt: "desc" }, take: SITEMAP_SHARE_LIMITS.profiles, select: { username: true, updatedAt: true } }),
    db.pick.findMany({
      where: { kind: "NORMAL", user: publicPicker },
      orderBy: { id: "desc" },
      take: SITEMAP_SHARE_LIMITS.picks,
      select: { id: true, createdAt: true, settledAt: true },
    }),
    db.parlay.findMany({
      where: { user: publicPicker },
      orderBy: { id: "desc" },
      take: SITEMAP_SHARE_LIMITS.parlays,
      select: { id: true, createdAt: true, settledAt: true },
    }),
  ]);
  return [
    ...profiles.map((user) => ({ path: profilePath(user.username!), lastModified: user.updatedAt })),
    ...picks.map((pick) => ({ path: sharedPickPath(pick.id), lastModified: pick.settledAt ?? pick.createdAt })),
    ...parlays.map((parlay) => ({ path: sharedParlayPath(parlay.id), lastModified: parlay.settledAt ?? parlay.createdAt })),
  ];
}

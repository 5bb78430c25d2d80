// /pools/{poolId}: members only (anyone else gets the not-found page): board, feed, members, and the owner's tools.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LeaderboardView } from "@/components/leaderboard/LeaderboardView";
import { PeriodTabs } from "@/components/leaderboard/PeriodTabs";
import { InviteTools } from "@/components/pools/InviteTools";
import { LeavePool } from "@/components/pools/LeavePool";
import { PoolFeed } from "@/components/pools/PoolFeed";
import { poolMeta } from "@/components/pools/PoolList";
import { PoolMembers } from "@/components/pools/PoolMembers";
import { PoolSettings } from "@/components/pools/PoolSettings";
import styles from "@/components/pools/Pools.module.css";
import { isAppError } from "@/lib/errors/app-error";
import type { PoolDetail } from "@/lib/contracts/pools";
import { isPeriod, type Period } from "@/lib/domain/periods";
import { POOL_PAGE_SIZE, poolPath, poolScope } from "@/lib/domain/pools";
import { siteOrigin } from "@/lib/settings";
import { getCurrentUser, type CurrentUser } from "@/lib/server/auth/current-user";
import { getLeaderboard } from "@/lib/server/leaderboard/get-leaderboard";
import { getPool } from "@/lib/server/pools/get-pool";
import { listPoolMembers } from "@/lib/server/pools/list-pool-members";
import { listPoolPicks } from "@/lib/server/pools/list-pool-picks";

export const metadata: Metadata = { title: "Pool", robots: { index: false } };

type Props = { params: Promise<{ poolId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function poolOrNotFound(user: CurrentUser | null, poolId: string): Promise<PoolDetail> {
  if (!user) notFound();
  try {
    return await getPool(user, poolId);
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

export default async function PoolPage({ params, searchParams }: Props) {
  const { poolId } = await params;
  const requested = (await searchParams).period;
  const period: Period = isPeriod(requested) ? requested : "THIS_WEEK";
  const user = await getCurrentUser();
  const pool = await poolOrNotFound(user, poolId);
  const caller = user!;
  const scope = poolScope(pool.id);
  const [board, picks, members] = await Promise.all([
    getLeaderboard({ period, scope, callerId: caller.id }),
    listPoolPicks(caller, pool.id, { limit: POOL_PAGE_SIZE }),
    listPoolMembers(caller, pool.id, { limit: POOL_PAGE_SIZE }),
  ]);
  return (
    <main className={styles.page}>
      <header className={styles.section}>
        <h1 className={styles.title}>{pool.name}</h1>
        {pool.description ? <p>{pool.description}</p> : null}
        <p className={styles.meta}>
          Owner: {pool.owner.username} · {poolMeta(pool)}
        </p>
        {pool.isOwner ? null : <LeavePool poolId={pool.id} callerId={caller.id} />}
      </header>
      {pool.isOwner ? <InviteTools poolId={pool.id} poolName={pool.name} initialCode={pool.inviteCode} origin={siteOrigin()} /> : null}
      <section className={styles.section} aria-labelledby="board-heading">
        <h2 id="board-heading">Leaderboard</h2>
        <PeriodTabs current={period} path={poolPath(pool.id)} />
        <LeaderboardView key={period} period={period} firstPage={board} scope={scope} />
      </section>
      <PoolFeed poolId={pool.id} callerId={caller.id} firstPage={picks} />
      <PoolMembers poolId={pool.id} callerId={caller.id} ownerId={pool.owner.id} firstPage={members} />
      {pool.isOwner ? <PoolSettings pool={pool} /> : null}
    </main>
  );
}

// /pools/{poolId}: members only (anyone else gets the not-found page): announcement, weekly tables (a survivor pool: its
// slate, lives and elimination log; a card pool: its week's card), board, feed, members, and the owner's tools.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LeaderboardView } from "@/components/leaderboard/LeaderboardView";
import { PeriodTabs } from "@/components/leaderboard/PeriodTabs";
import { CommissionerTools } from "@/components/pools/CommissionerTools";
import { AnnouncementProvider } from "@/components/pools/PoolAnnouncement";
import { MembersAndOwnerTools, OwnerChat, OwnerInvite, PoolHead } from "@/components/pools/PoolPageParts";
import { CardPoolScreen } from "@/components/pools/card/CardPoolScreen";
import { PoolFeed } from "@/components/pools/PoolFeed";
import { PoolMembers } from "@/components/pools/PoolMembers";
import { PoolSettings } from "@/components/pools/PoolSettings";
import { PoolTable } from "@/components/pools/PoolTable";
import { PoolWinners } from "@/components/pools/PoolWinners";
import { SeasonRule } from "@/components/pools/SeasonRule";
import { StillToPick } from "@/components/pools/StillToPick";
import { SurvivorPanel } from "@/components/pools/SurvivorPanel";
import { TableSelector } from "@/components/pools/TableSelector";
import styles from "@/components/pools/Pools.module.css";
import { isAppError } from "@/lib/errors/app-error";
import type { PoolDetail, PoolWeeks } from "@/lib/contracts/pools";
import { isPeriod, type Period } from "@/lib/domain/periods";
import { POOL_PAGE_SIZE, POOL_TABLE_PAGE_SIZE, poolPath, poolScope } from "@/lib/domain/pools";
import { getCurrentUser, type CurrentUser } from "@/lib/server/auth/current-user";
import { getLeaderboard } from "@/lib/server/leaderboard/get-leaderboard";
import { getPool } from "@/lib/server/pools/get-pool";
import { getPoolTable } from "@/lib/server/pools/get-pool-table";
import { listPendingPickers } from "@/lib/server/pools/list-pending-pickers";
import { listPoolWeeks } from "@/lib/server/pools/list-pool-weeks";
import { listPoolMembers } from "@/lib/server/pools/list-pool-members";
import { listPoolPicks } from "@/lib/server/pools/list-pool-picks";
import { getSurvivor } from "@/lib/server/survivor/get-survivor";

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

/** "season", "winners" or one of the pool's weeks; anything else is this week. */
function chosenTable(requested: string | string[] | undefined, weeks: PoolWeeks): string {
  if (requested === "season" || requested === "winners") return requested;
  return weeks.weeks.some((week) => week.start === requested) ? (requested as string) : weeks.current;
}

export default async function PoolPage({ params, searchParams }: Props) {
  const { poolId } = await params;
  const query = await searchParams;
  const requested = query.period;
  const period: Period = isPeriod(requested) ? requested : "THIS_WEEK";
  const user = await getCurrentUser();
  const pool = await poolOrNotFound(user, poolId);
  const caller = user!;
  if (pool.kind === "SURVIVOR") return <SurvivorPoolPage pool={pool} caller={caller} />;
  if (pool.kind === "CARD") return <CardPoolScreen pool={pool} caller={caller} week={typeof query.week === "string" ? query.week : undefined} />;
  const scope = poolScope(pool.id);
  // The weeks first: reading them closes any week that has ended, so the table below is final.
  const weeks = await listPoolWeeks(caller, pool.id);
  const table = chosenTable(query.table, weeks);
  const [tablePage, pending, board, picks, members] = await Promise.all([
    table === "winners" ? null : getPoolTable(caller, pool.id, { table, limit: POOL_TABLE_PAGE_SIZE }),
    listPendingPickers(caller, pool.id),
    getLeaderboard({ period, scope, callerId: caller.id }),
    listPoolPicks(caller, pool.id, { limit: POOL_PAGE_SIZE }),
    listPoolMembers(caller, pool.id, { limit: POOL_PAGE_SIZE }),
  ]);
  return (
    <AnnouncementProvider text={pool.announcement}>
      <main className={styles.page}>
        <PoolHead pool={pool} callerId={caller.id} />
        <section className={styles.section} aria-labelledby="weeks-heading">
          <h2 id="weeks-heading">Weeks and season</h2>
          <TableSelector poolId={pool.id} current={weeks.current} selected={table} weeks={weeks.weeks} />
          <SeasonRule seasonStart={weeks.seasonStart} />
          {tablePage ? <PoolTable key={table} poolId={pool.id} table={table} firstPage={tablePage} /> : <PoolWinners poolId={pool.id} weeks={weeks.weeks} />}
          <StillToPick pending={pending} />
        </section>
        <OwnerInvite pool={pool} />
        <section className={styles.section} aria-labelledby="board-heading">
          <h2 id="board-heading">Leaderboard</h2>
          <PeriodTabs current={period} path={poolPath(pool.id)} />
          <LeaderboardView key={period} period={period} firstPage={board} scope={scope} />
        </section>
        <PoolFeed poolId={pool.id} callerId={caller.id} firstPage={picks} hidePicks={pool.hidePicks} />
        <PoolMembers poolId={pool.id} callerId={caller.id} ownerId={pool.owner.id} firstPage={members} />
        {pool.isOwner ? <CommissionerTools pool={pool} /> : null}
        {pool.isOwner ? <PoolSettings pool={pool} /> : null}
        <OwnerChat pool={pool} caller={caller} />
      </main>
    </AnnouncementProvider>
  );
}

/** A survivor pool's page: its slate, lives and elimination log instead of weekly tables, board and feed. */
async function SurvivorPoolPage({ pool, caller }: { pool: PoolDetail; caller: CurrentUser }) {
  const [state, members] = await Promise.all([getSurvivor(caller, pool.id), listPoolMembers(caller, pool.id, { limit: POOL_PAGE_SIZE })]);
  return (
    <AnnouncementProvider text={pool.announcement}>
      <main className={styles.page}>
        <PoolHead pool={pool} callerId={caller.id} />
        <SurvivorPanel poolId={pool.id} firstState={state} />
        <MembersAndOwnerTools pool={pool} caller={caller} members={members} />
      </main>
    </AnnouncementProvider>
  );
}

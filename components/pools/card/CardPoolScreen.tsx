// A card pool's page: the parts every pool shows (head, announcement, invites, members, the owner's tools and chat
// settings) around the member's week card.
import { CommissionerTools } from "../CommissionerTools";
import { AnnouncementProvider } from "../PoolAnnouncement";
import { OwnerChat, OwnerInvite, PoolHead } from "../PoolPageParts";
import { PoolMembers } from "../PoolMembers";
import { PoolSettings } from "../PoolSettings";
import styles from "./Card.module.css";
import { MyCard } from "./MyCard";
import type { PoolDetail } from "@/lib/contracts/pools";
import { POOL_PAGE_SIZE } from "@/lib/domain/pools";
import { weekLabel } from "@/lib/domain/pool-weeks";
import { listPoolMembers } from "@/lib/server/pools/list-pool-members";
import { getCardWeek } from "@/lib/server/pools/card/get-card-week";

/** The signed-in member the page is for, as the use cases take them. */
type PoolCaller = Parameters<typeof getCardWeek>[0];

export async function CardPoolScreen({ pool, caller }: { pool: PoolDetail; caller: PoolCaller }) {
  const [card, members] = await Promise.all([getCardWeek(caller, pool.id), listPoolMembers(caller, pool.id, { limit: POOL_PAGE_SIZE })]);
  return (
    <AnnouncementProvider text={pool.announcement}>
      <main className={styles.page}>
        <PoolHead pool={pool} callerId={caller.id} />
        <MyCard poolId={pool.id} weekName={weekLabel(card.week, pool.leagues)} firstCard={card} />
        <OwnerInvite pool={pool} />
        <PoolMembers poolId={pool.id} callerId={caller.id} ownerId={pool.owner.id} firstPage={members} />
        {pool.isOwner ? <CommissionerTools pool={pool} /> : null}
        {pool.isOwner ? <PoolSettings pool={pool} /> : null}
        <OwnerChat pool={pool} caller={caller} />
      </main>
    </AnnouncementProvider>
  );
}

// A card pool's page: the parts every pool shows (head, announcement, who still has to pick, invites, members, the
// owner's tools and chat settings) around the member's week card.
import { AnnouncementProvider } from "../PoolAnnouncement";
import { MembersAndOwnerTools, PoolHead } from "../PoolPageParts";
import { StillToPick } from "../StillToPick";
import styles from "./Card.module.css";
import { MyCard } from "./MyCard";
import type { PoolDetail } from "@/lib/contracts/pools";
import { POOL_PAGE_SIZE } from "@/lib/domain/pools";
import { weekLabel } from "@/lib/domain/pool-weeks";
import { listPendingPickers } from "@/lib/server/pools/list-pending-pickers";
import { listPoolMembers } from "@/lib/server/pools/list-pool-members";
import { getCardWeek } from "@/lib/server/pools/card/get-card-week";

/** The signed-in member the page is for, as the use cases take them. */
type PoolCaller = Parameters<typeof getCardWeek>[0];

export async function CardPoolScreen({ pool, caller }: { pool: PoolDetail; caller: PoolCaller }) {
  const [card, pending, members] = await Promise.all([
    getCardWeek(caller, pool.id),
    listPendingPickers(caller, pool.id),
    listPoolMembers(caller, pool.id, { limit: POOL_PAGE_SIZE }),
  ]);
  return (
    <AnnouncementProvider text={pool.announcement}>
      <main className={styles.page}>
        <PoolHead pool={pool} callerId={caller.id} />
        <MyCard poolId={pool.id} weekName={weekLabel(card.week, pool.leagues)} firstCard={card} />
        <StillToPick pending={pending} />
        <MembersAndOwnerTools pool={pool} caller={caller} members={members} />
      </main>
    </AnnouncementProvider>
  );
}

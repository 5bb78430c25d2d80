// A card pool's page: the parts every pool shows (head, announcement, who still has to pick, invites, members, the
// owner's tools and chat settings) around the member's week card, everyone's week (the grid and the tables) and the season.
import { AnnouncementProvider } from "../PoolAnnouncement";
import { MembersAndOwnerTools, PoolHead } from "../PoolPageParts";
import { StillToPick } from "../StillToPick";
import styles from "./Card.module.css";
import { CardSeasonPanel } from "./CardSeasonPanel";
import { CardWeekView } from "./CardWeekView";
import { MyCard } from "./MyCard";
import pools from "../Pools.module.css";
import type { PoolDetail } from "@/lib/contracts/pools";
import { POOL_PAGE_SIZE } from "@/lib/domain/pools";
import { weekLabel } from "@/lib/domain/pool-weeks";
import { listPendingPickers } from "@/lib/server/pools/list-pending-pickers";
import { listPoolMembers } from "@/lib/server/pools/list-pool-members";
import { getCardGrid } from "@/lib/server/pools/card/get-card-grid";
import { getCardSeason } from "@/lib/server/pools/card/get-card-season";
import { getCardWeek } from "@/lib/server/pools/card/get-card-week";

/** The signed-in member the page is for, as the use cases take them. */
type PoolCaller = Parameters<typeof getCardWeek>[0];

/** `week`: the week asked for in the address (a week winner's link); this week unless it is one of the season's. */
export async function CardPoolScreen({ pool, caller, week }: { pool: PoolDetail; caller: PoolCaller; week?: string }) {
  const [card, pending, members, season] = await Promise.all([
    getCardWeek(caller, pool.id),
    listPendingPickers(caller, pool.id),
    listPoolMembers(caller, pool.id, { limit: POOL_PAGE_SIZE }),
    getCardSeason(caller, pool.id),
  ]);
  const weeks = season.weeks.weeks.map(({ start, label }) => ({ start, label }));
  const shown = weeks.find((option) => option.start === week)?.start ?? weeks[0]?.start ?? card.week;
  const grid = await getCardGrid(caller, pool.id, shown);
  return (
    <AnnouncementProvider text={pool.announcement}>
      <main className={styles.page}>
        <PoolHead pool={pool} callerId={caller.id} />
        <MyCard poolId={pool.id} weekName={weekLabel(card.week, pool.leagues)} firstCard={card} />
        <StillToPick pending={pending} />
        <section className={pools.section} aria-labelledby="card-week-heading">
          <h2 id="card-week-heading">Everyone&apos;s week</h2>
          <CardWeekView key={shown} poolId={pool.id} callerId={caller.id} current={shown} thisWeek={season.weeks.current} weeks={weeks} dropWeeks={card.settings.dropWeeks} initialGrid={grid} />
        </section>
        <CardSeasonPanel poolId={pool.id} callerId={caller.id} isOwner={pool.isOwner} initial={season} />
        <MembersAndOwnerTools pool={pool} caller={caller} members={members} />
      </main>
    </AnnouncementProvider>
  );
}

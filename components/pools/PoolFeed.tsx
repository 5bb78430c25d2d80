"use client";
// The members' recent picks in the pool's leagues, newest first, with Load more; says so when the owner hides them until each game starts.
import { NetworkPickItem } from "@/components/social/NetworkPickItem";
import { LoadMore } from "@/components/ui/LoadMore";
import type { Page } from "@/lib/contracts/page";
import type { NetworkPick } from "@/lib/contracts/social";
import { usePoolPicks } from "@/lib/swr/use-pools";
import { PICKED_LABEL } from "@/lib/domain/hidden-picks";
import styles from "./Pools.module.css";

type Props = { poolId: string; callerId: string; firstPage: Page<NetworkPick>; /** The owner's option is on. */ hidePicks?: boolean };

export function PoolFeed({ poolId, callerId, firstPage, hidePicks = false }: Props) {
  const { items, hasMore, loadingMore, loadMore } = usePoolPicks(poolId, firstPage);
  return (
    <section className={styles.section} aria-labelledby="feed-heading">
      <h2 id="feed-heading">Picks from the pool</h2>
      {hidePicks ? <p className={styles.lead}>Members&apos; picks read {PICKED_LABEL} here until each game starts.</p> : null}
      {items.length === 0 ? (
        <p className={styles.lead}>No picks from the pool&apos;s members yet.</p>
      ) : (
        <ul className={styles.feed} aria-label="Picks from the pool">
          {items.map((pick) => (
            <NetworkPickItem key={pick.id} pick={pick} callerId={callerId} />
          ))}
        </ul>
      )}
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={loadMore} label="Load more picks" />
    </section>
  );
}

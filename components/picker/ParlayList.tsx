// The Parlays section of a profile's picks: the server's first page, then Load more through the paginated API.
"use client";
import { LoadMore } from "@/components/ui/LoadMore";
import type { League } from "@/lib/domain/leagues";
import type { Page } from "@/lib/contracts/page";
import { usePickerParlays, type ParlayView } from "@/lib/swr/use-parlays";
import { ParlaySummary } from "./ParlaySummary";

type Props = { userId: string; league?: League; limit: number; firstPage: Page<ParlayView>; className?: string; shareable?: boolean };

export function ParlayList({ userId, league, limit, firstPage, className, shareable = false }: Props) {
  const { parlays, hasMore, loadingMore, loadMore } = usePickerParlays(userId, league, limit, firstPage);
  return (
    <>
      <ul className={className}>
        {parlays.map((parlay) => (
          <ParlaySummary key={parlay.id} parlay={parlay} shareable={shareable} />
        ))}
      </ul>
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={loadMore} label="Load more parlays" />
    </>
  );
}

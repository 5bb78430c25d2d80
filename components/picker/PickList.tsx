// One section of a profile's picks (Pending or Recents): the server's first page, then Load more through the API.
// The page says what to show when the first page is empty (there is then nothing more to load).
"use client";
import { LoadMore } from "@/components/ui/LoadMore";
import type { League } from "@/lib/domain/leagues";
import type { PickView } from "@/lib/contracts/picks";
import type { Page } from "@/lib/contracts/page";
import type { PickState } from "@/lib/contracts/enums";
import { usePickerPicks } from "@/lib/swr/use-picker-picks";
import { PickCard } from "./PickCard";

type Props = {
  userId: string;
  state: PickState;
  league?: League;
  limit: number;
  firstPage: Page<PickView>;
  className?: string;
  /** Names the Load more button, e.g. "pending picks". */
  what: string;
  /** The picker's own list: each card gets a Share button. */
  shareable?: boolean;
};

export function PickList({ userId, state, league, limit, firstPage, className, what, shareable = false }: Props) {
  const { items, hasMore, loadingMore, loadMore } = usePickerPicks(userId, state, league, limit, firstPage);
  return (
    <>
      <ul className={className}>
        {items.map((pick) => (
          <PickCard key={pick.id} pick={pick} shareable={shareable} />
        ))}
      </ul>
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={loadMore} label={`Load more ${what}`} />
    </>
  );
}

// A profile's followers or following: the server's first page, then Load more through the paginated API.
"use client";
import type { ReactNode } from "react";
import { LoadMore } from "@/components/ui/LoadMore";
import type { FollowDirection, PickerSummary } from "@/lib/contracts/social";
import type { Page } from "@/lib/contracts/page";
import { useFollows } from "@/lib/swr/use-follows";
import { PickerList } from "./PickerList";

type Props = {
  userId: string;
  direction: FollowDirection;
  limit: number;
  firstPage: Page<PickerSummary>;
  callerId: string | null;
  empty: ReactNode;
  label: string;
};

export function FollowList({ userId, direction, limit, firstPage, callerId, empty, label }: Props) {
  const { items, hasMore, loadingMore, loadMore } = useFollows(userId, direction, limit, firstPage);
  return (
    <>
      <PickerList pickers={items} callerId={callerId} empty={empty} label={label} />
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={loadMore} label={`Load more ${direction === "followers" ? "followers" : "followed pickers"}`} />
    </>
  );
}

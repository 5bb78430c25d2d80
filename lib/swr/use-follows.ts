"use client";
// A picker's followers or followings (GET /api/follow/followers|followings/{id}), with Load more.
import type { FollowDirection } from "@/lib/server/social/list-follows";
import type { Page } from "@/lib/contracts/page";
import type { PickerSummary } from "@/lib/server/social/picker-summary";
import { usePages } from "./use-pages";

export function useFollows(userId: string, direction: FollowDirection, limit: number, firstPage: Page<PickerSummary>) {
  return usePages(`/api/follow/${direction}/${encodeURIComponent(userId)}`, limit, firstPage);
}

"use client";
// A picker's followers or followings (GET /api/follow/followers|followings/{id}), with Load more.
import { api, apiPath } from "@/lib/client/api";
import type { FollowDirection, PickerSummary } from "@/lib/contracts/social";
import type { Page } from "@/lib/contracts/page";
import { usePages } from "./use-pages";

export function useFollows(userId: string, direction: FollowDirection, limit: number, firstPage: Page<PickerSummary>) {
  return usePages((cursor) => apiPath(api.social[direction], { id: userId }, { limit, cursor }), firstPage);
}

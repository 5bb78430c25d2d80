// The title and canonical URL of a profile's tab pages, so each is its own page rather than a copy of the profile.
import "server-only";
import type { Metadata } from "next";
import { profilePath } from "@/lib/domain/share-paths";
import { canonicalMetadata } from "@/lib/server/share/share-seo";
import { loadPicker } from "./load-picker";

type Params = { params: Promise<{ username: string }> };

export function profileTabMetadata(tab: "picks" | "followers" | "following", title: (username: string) => string) {
  return async function generateMetadata({ params }: Params): Promise<Metadata> {
    const { profile } = await loadPicker((await params).username);
    return canonicalMetadata(`${profilePath(profile.username)}/${tab}`, title(profile.username));
  };
}

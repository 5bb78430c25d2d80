// Which feed the sync reads: FEED_PROVIDER = demo (default) | espn | the-odds-api.
import { feedProvider } from "@/lib/env";
import { demoFeed } from "./demo-feed";
import { espnFeed } from "./espn/espn-feed";
import { oddsApiFeed } from "./odds-api/odds-api-feed";
import type { FeedAdapter } from "./types";

export const FEED_PROVIDERS = ["demo", "espn", "the-odds-api"] as const;

export function selectFeed(name: string = feedProvider()): FeedAdapter {
  switch (name) {
    case "demo":
      return demoFeed();
    case "espn":
      return espnFeed();
    case "the-odds-api":
      return oddsApiFeed();
    default:
      throw new Error(`Unknown FEED_PROVIDER "${name}": use one of ${FEED_PROVIDERS.join(", ")}.`);
  }
}

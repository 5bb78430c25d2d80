// Which feed the sync reads: FEED_PROVIDER = demo (default) | espn | the-odds-api | live (ESPN plus The Odds API's lines).
import { demoFeed } from "./demo-feed";
import { espnFeed } from "./espn/espn-feed";
import { feedSettings, type FeedSettings } from "@/lib/settings/feeds";
import { liveFeed } from "./live-feed";
import { oddsApiFeed } from "./odds-api/odds-api-feed";
import type { FeedAdapter } from "./types";

export function selectFeed(settings: FeedSettings = feedSettings()): FeedAdapter {
  switch (settings.provider) {
    case "demo":
      return demoFeed();
    case "espn":
      return espnFeed({ baseUrl: settings.espnBaseUrl });
    case "the-odds-api":
      return oddsApiFeed({
        apiKey: settings.oddsApiKey ?? "", bookmaker: settings.oddsApiBookmaker,
        monthlyCredits: settings.oddsApiMonthlyCredits, baseUrl: settings.oddsApiBaseUrl,
      });
    case "live":
      return liveFeed({
        oddsApiKey: settings.oddsApiKey, bookmaker: settings.oddsApiBookmaker,
        monthlyCredits: settings.oddsApiMonthlyCredits, espnBaseUrl: settings.espnBaseUrl, oddsApiBaseUrl: settings.oddsApiBaseUrl,
      });
  }
}

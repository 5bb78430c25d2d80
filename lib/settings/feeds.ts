// The feed settings of the validated environment, shaped for the adapters (./environment.ts reads them, ./index.ts checks them).
import { env, parseEnv, type FeedProviderName } from "./index";

export type FeedSettings = {
  provider: FeedProviderName;
  oddsApiKey: string | undefined;
  oddsApiBookmaker: string | undefined;
  oddsApiMonthlyCredits: number;
  espnBaseUrl: string;
  oddsApiBaseUrl: string;
};

/** From the environment, or from given raw values. Development and tests sync the demo world unless told otherwise; production must choose. */
export function feedSettings(raw?: Record<string, string | undefined>): FeedSettings {
  const settings = raw ? parseEnv(raw) : env();
  return {
    provider: settings.FEED_PROVIDER ?? "demo",
    oddsApiKey: settings.ODDS_API_KEY,
    oddsApiBookmaker: settings.ODDS_API_BOOKMAKER,
    oddsApiMonthlyCredits: settings.ODDS_API_MONTHLY_CREDITS,
    espnBaseUrl: settings.ESPN_BASE_URL,
    oddsApiBaseUrl: settings.ODDS_API_BASE_URL,
  };
}

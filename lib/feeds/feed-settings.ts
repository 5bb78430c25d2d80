// Every feed setting in one validated place, read from the environment on each call (tests and scripts may change it).
import { z } from "zod";

export const FEED_PROVIDERS = ["demo", "espn", "the-odds-api", "live"] as const;
export type FeedProviderName = (typeof FEED_PROVIDERS)[number];

const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const text = z.preprocess(blankAsUnset, z.string().trim().optional());
const baseUrl = (fallback: string) =>
  z.preprocess(blankAsUnset, z.url().default(fallback)).transform((url) => url.replace(/\/+$/, ""));

const schema = z.object({
  FEED_PROVIDER: z.preprocess(blankAsUnset, z.enum(FEED_PROVIDERS).default("demo")),
  ODDS_API_KEY: text,
  ODDS_API_BOOKMAKER: text,
  // The free plan's monthly credits.
  ODDS_API_MONTHLY_CREDITS: z.preprocess(blankAsUnset, z.coerce.number().int().positive().default(500)),
  ESPN_BASE_URL: baseUrl("https://site.api.espn.com/apis/site/v2/sports"),
  ODDS_API_BASE_URL: baseUrl("https://api.the-odds-api.com/v4/sports"),
});

export type FeedSettings = {
  provider: FeedProviderName;
  oddsApiKey: string | undefined;
  oddsApiBookmaker: string | undefined;
  oddsApiMonthlyCredits: number;
  espnBaseUrl: string;
  oddsApiBaseUrl: string;
};

export function feedSettings(env: Record<string, string | undefined> = process.env): FeedSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid feed settings: ${issues}`);
  }
  const s = parsed.data;
  return {
    provider: s.FEED_PROVIDER,
    oddsApiKey: s.ODDS_API_KEY,
    oddsApiBookmaker: s.ODDS_API_BOOKMAKER,
    oddsApiMonthlyCredits: s.ODDS_API_MONTHLY_CREDITS,
    espnBaseUrl: s.ESPN_BASE_URL,
    oddsApiBaseUrl: s.ODDS_API_BASE_URL,
  };
}

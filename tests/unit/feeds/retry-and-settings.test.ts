// Feed requests retried with backoff (no real waiting), and the feed settings read and validated in one place.
import { feedSettings } from "@/lib/settings/feeds";
import { withRetries } from "@/lib/feeds/retry";
import { FeedHttpError, type FetchJson } from "@/lib/feeds/types";
import { jsonResponse } from "../../support/feed-responses";

describe("withRetries", () => {
  const failing = (errors: unknown[]): { fetch: FetchJson; tries: () => number } => {
    let tries = 0;
    return {
      tries: () => tries,
      fetch: async () => {
        const error = errors[tries++];
        if (error) throw error;
        return jsonResponse({ ok: true });
      },
    };
  };

  test("a timeout, a 500 and bad JSON are retried after 0.5 s then 2 s; the third try's answer is returned", async () => {
    const waits: number[] = [];
    const { fetch, tries } = failing([new DOMException("The operation was aborted due to timeout", "TimeoutError"), new SyntaxError("Unexpected token <")]);
    await expect(withRetries(fetch, { sleep: async (ms) => void waits.push(ms) })("u")).resolves.toMatchObject({ body: { ok: true } });
    expect(tries()).toBe(3);
    expect(waits).toEqual([500, 2_000]);
  });

  test("three failures give up with the last error; a 4xx that is not a rate limit is not retried", async () => {
    const sleep = async () => {};
    const down = failing([1, 2, 3].map(() => new FeedHttpError("u", 500, new Headers())));
    await expect(withRetries(down.fetch, { sleep })("u")).rejects.toThrow(/answered 500/);
    expect(down.tries()).toBe(3);
    const refused = failing([new FeedHttpError("u?apiKey=secret", 401, new Headers())]);
    await expect(withRetries(refused.fetch, { sleep })("u")).rejects.toThrow("u?apiKey=… answered 401");
    expect(refused.tries()).toBe(1);
    const limited = failing([new FeedHttpError("u", 429, new Headers())]);
    await expect(withRetries(limited.fetch, { sleep })("u")).resolves.toBeTruthy();
    expect(limited.tries()).toBe(2);
  });
});

describe("feedSettings", () => {
  test("defaults: the demo feed, the free plan's 500 credits, the public base URLs", () => {
    expect(feedSettings({})).toEqual({
      provider: "demo", oddsApiKey: undefined, oddsApiBookmaker: undefined, oddsApiMonthlyCredits: 500,
      espnBaseUrl: "https://site.api.espn.com/apis/site/v2/sports", oddsApiBaseUrl: "https://api.the-odds-api.com/v4/sports",
    });
  });

  test("reads every variable, blank means unset, trailing slashes go", () => {
    expect(feedSettings({
      FEED_PROVIDER: "live", ODDS_API_KEY: " k ", ODDS_API_BOOKMAKER: "", ODDS_API_MONTHLY_CREDITS: "20000",
      ESPN_BASE_URL: "http://127.0.0.1:4010/espn/", ODDS_API_BASE_URL: "http://127.0.0.1:4010/odds",
    })).toEqual({
      provider: "live", oddsApiKey: "k", oddsApiBookmaker: undefined, oddsApiMonthlyCredits: 20_000,
      espnBaseUrl: "http://127.0.0.1:4010/espn", oddsApiBaseUrl: "http://127.0.0.1:4010/odds",
    });
  });

  test("refuses an unknown provider, a bad credit count or a bad URL, naming the variable", () => {
    expect(() => feedSettings({ FEED_PROVIDER: "espnn" })).toThrow(/FEED_PROVIDER/);
    expect(() => feedSettings({ ODDS_API_MONTHLY_CREDITS: "-5" })).toThrow(/ODDS_API_MONTHLY_CREDITS/);
    expect(() => feedSettings({ ESPN_BASE_URL: "not a url" })).toThrow(/ESPN_BASE_URL/);
  });
});

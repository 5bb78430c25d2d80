// Retries a feed request with backoff: providers fail briefly (5xx, timeouts, a truncated body) far more often than for long.
import { FeedHttpError, type FetchJson } from "./types";

export type RetryOptions = {
  /** Waits before each retry: its length is the number of retries. */
  delaysMs?: readonly number[];
  /** Injectable so tests do not wait. */
  sleep?: (ms: number) => Promise<void>;
};

export const DEFAULT_RETRY_DELAYS_MS = [500, 2_000] as const;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A 4xx other than a timeout or rate limit says the request itself is wrong (bad key, no credits): asking again costs without helping. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof FeedHttpError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

export function withRetries(fetch: FetchJson, { delaysMs = DEFAULT_RETRY_DELAYS_MS, sleep = realSleep }: RetryOptions = {}): FetchJson {
  return async (url) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await fetch(url);
      } catch (error) {
        if (attempt >= delaysMs.length || !isRetryable(error)) throw error;
        await sleep(delaysMs[attempt]);
      }
    }
  };
}

// Load shedding: past a bound on requests in flight in this process, new ones get a quick 503 with Retry-After
// instead of queueing for the database pool until every caller times out (a spike then degrades, it does not pile up).
import { env } from "@/lib/settings";
import { AppError } from "@/lib/errors/app-error";

/** A shed request's Retry-After; a database outage says 5 s (infrastructure-errors.ts), so a load test can tell them apart. */
export const SHED_RETRY_AFTER_SECONDS = 1;
let inFlight = 0;

/** MAX_IN_FLIGHT_REQUESTS (default 100; 0 turns shedding off). Read per call so tests can switch it. */
export function maxInFlight(): number {
  return env().MAX_IN_FLIGHT_REQUESTS;
}

/** Runs work if there is room, otherwise throws SERVICE_UNAVAILABLE (Retry-After 1 s) without starting it. */
export async function admitted<T>(work: () => Promise<T>): Promise<T> {
  const limit = maxInFlight();
  if (limit > 0 && inFlight >= limit) throw new AppError("SERVICE_UNAVAILABLE", { retryAfterSeconds: SHED_RETRY_AFTER_SECONDS });
  inFlight += 1;
  try {
    return await work();
  } finally {
    inFlight -= 1;
  }
}

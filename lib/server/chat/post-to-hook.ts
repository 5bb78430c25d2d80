// One post to a Discord or Slack webhook, made so that the server cannot be pointed into its own network: the host
// (already one of the two services', lib/domain/chat-hook-url.ts) is resolved here, every address it gives must be
// public, and the connection goes to the checked address itself, so a second lookup cannot answer differently. No
// redirect is followed, every attempt has a timeout, and 429 (after the service's retry_after) and 5xx are retried.
import "server-only";
import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { ChatHookUrl } from "@/lib/domain/chat-hook-url";
import { env } from "@/lib/settings";
import { isPublicAddress } from "./public-address";

export type PostOutcome = { ok: true } | { ok: false; reason: string };

export type PostOptions = {
  /** Attempts in all, the first included. */
  attempts?: number;
  timeoutMs?: number;
  /** A 429 asking for a longer wait than this is given up: the scheduled run posts it again later. */
  maxRetryAfterMs?: number;
};

const DEFAULTS: Required<PostOptions> = { attempts: 3, timeoutMs: 5_000, maxRetryAfterMs: 15_000 };
/** What is read of an answer: enough for Discord's rate-limit JSON, never a whole page. */
const ANSWER_LIMIT = 4_096;

type Answer = { status: number; retryAfterMs?: number };

export async function postToHook(hook: ChatHookUrl, payload: unknown, options: PostOptions = {}): Promise<PostOutcome> {
  const { attempts, timeoutMs, maxRetryAfterMs } = { ...DEFAULTS, ...options };
  const body = JSON.stringify(payload);
  let reason = "not sent";
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    let answer: Answer;
    try {
      answer = await sendOnce(hook, body, timeoutMs);
    } catch (error) {
      // An address refusal will not change on a retry; a network error or a timeout may.
      if (error instanceof AddressRefused) return { ok: false, reason: error.message };
      reason = error instanceof Error ? error.message : String(error);
      if (attempt < attempts) await sleep(backoffMs(attempt));
      continue;
    }
    if (answer.status >= 200 && answer.status < 300) return { ok: true };
    reason = `the chat answered ${answer.status}`;
    if (answer.status === 429) {
      const waitMs = answer.retryAfterMs ?? backoffMs(attempt);
      if (waitMs > maxRetryAfterMs) return { ok: false, reason: `${reason} and asked to wait ${Math.ceil(waitMs / 1000)} s` };
      if (attempt < attempts) await sleep(waitMs);
      continue;
    }
    if (answer.status >= 500) {
      if (attempt < attempts) await sleep(backoffMs(attempt));
      continue;
    }
    // A redirect, or a 4xx (the webhook was deleted, the payload refused): no retry makes it go through.
    return { ok: false, reason };
  }
  return { ok: false, reason };
}

class AddressRefused extends Error {}

const backoffMs = (attempt: number) => 250 * 2 ** (attempt - 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tests only (NODE_ENV=test): a local server standing in for both services; the path and Host stay the webhook's. */
function testOrigin(): URL | undefined {
  const { CHAT_HOOK_TEST_ORIGIN, NODE_ENV } = env();
  return NODE_ENV === "test" && CHAT_HOOK_TEST_ORIGIN ? new URL(CHAT_HOOK_TEST_ORIGIN) : undefined;
}

/** Every address the host resolves to must be public: one private answer among public ones is refused as a whole. */
export async function resolvePublicAddress(host: string, lookup = dns.lookup): Promise<{ address: string; family: number }> {
  let found: { address: string; family: number }[];
  try {
    found = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new AddressRefused(`${host} did not resolve`);
  }
  if (found.length === 0) throw new AddressRefused(`${host} did not resolve`);
  const inside = found.find((entry) => !isPublicAddress(entry.address));
  if (inside) throw new AddressRefused(`${host} resolved to ${inside.address}, which is not a public address`);
  return found[0];
}

async function sendOnce(hook: ChatHookUrl, body: string, timeoutMs: number): Promise<Answer> {
  const stand = testOrigin();
  const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(body), host: hook.host, "user-agent": "Pickline" };
  if (stand) {
    return request(http.request, { hostname: stand.hostname, port: stand.port, path: hook.path, method: "POST", headers }, body, timeoutMs);
  }
  // The lookup counts against the same timeout: a resolver that never answers must not hold the post.
  const pinned = await withTimeout(resolvePublicAddress(hook.host), timeoutMs, `${hook.host} did not resolve within ${timeoutMs} ms`);
  // The connection uses the address just checked, whatever a later lookup would say (DNS rebinding).
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  return request(https.request, { hostname: hook.host, servername: hook.host, port: 443, path: hook.path, method: "POST", headers, lookup }, body, timeoutMs);
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

function request(send: typeof http.request, options: https.RequestOptions, body: string, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = send({ ...options, agent: false, timeout: timeoutMs }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        if (text.length < ANSWER_LIMIT) text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfterMs: retryAfterMs(res.headers["retry-after"], text) }));
      res.on("error", reject);
    });
    // The whole exchange, not only the connection: a server that trickles its answer is cut off too.
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    req.on("close", () => clearTimeout(timer));
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** Discord's JSON `retry_after` (seconds, with a fraction), else the Retry-After header (seconds), as milliseconds. */
export function retryAfterMs(header: string | string[] | undefined, body: string): number | undefined {
  try {
    const parsed = JSON.parse(body) as { retry_after?: unknown };
    if (typeof parsed.retry_after === "number" && parsed.retry_after >= 0) return Math.ceil(parsed.retry_after * 1000);
  } catch {
    // Not JSON: Slack answers 429 with a plain body and the header.
  }
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds * 1000) : undefined;
}

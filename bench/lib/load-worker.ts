// A small closed-loop HTTP load generator, run in its own process: N keep-alive connections, each sending the next request when the last answered.
import http from "node:http";
import { windowStats } from "./timing";

/**
 * With `picks`, request k is POST url with `Authorization: Bearer <tokenPrefix><k>` and a pick of fixtureIds[k mod length]:
 * one new picker per request, so no pick meets the one-pick-per-game rule unless the run outlasts its pickers.
 */
export type PickSequence = { tokenPrefix: string; fixtureIds: number[]; pickers: number };

type Options = { url: string; connections: number; warmupMs: number; durationMs: number; headers?: Record<string, string>; picks?: PickSequence };

function once(agent: http.Agent, url: URL, headers: Record<string, string>, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { agent, headers, method: body === undefined ? "GET" : "POST" }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

function pickRequest(picks: PickSequence, k: number): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify({ fixtureId: picks.fixtureIds[k % picks.fixtureIds.length], side: k % 3 ? "HOME" : "AWAY" });
  return { headers: { authorization: `Bearer ${picks.tokenPrefix}${k % picks.pickers}`, "content-type": "application/json" }, body };
}

async function main() {
  const options = JSON.parse(process.argv[2]) as Options;
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let total = 0;
  let sent = 0;
  const startedAt = Date.now();
  const measureFrom = startedAt + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;

  // Tells the parent the measured window has begun (it samples the server's CPU time then); the result follows on the last line.
  setTimeout(() => process.stdout.write("measuring\n"), options.warmupMs);

  async function loop() {
    while (Date.now() < stopAt) {
      const pick = options.picks ? pickRequest(options.picks, sent++) : undefined;
      const t0 = process.hrtime.bigint();
      try {
        const status = await once(agent, url, { ...options.headers, ...pick?.headers }, pick?.body);
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        total += 1;
        if (Date.now() >= measureFrom) {
          latencies.push(ms);
          if (status < 200 || status >= 300) non2xx += 1;
        }
      } catch {
        if (Date.now() >= measureFrom) errors += 1;
      }
    }
  }

  await Promise.all(Array.from({ length: options.connections }, loop));
  agent.destroy();
  process.stdout.write(`${JSON.stringify(windowStats(latencies, options.durationMs, { errors, non2xx, total }))}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// A small closed-loop HTTP load generator, run in its own process: N keep-alive connections, each sending the next request when the last answered.
import http from "node:http";

type Options = { url: string; connections: number; warmupMs: number; durationMs: number; headers?: Record<string, string> };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function once(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

async function main() {
  const options = JSON.parse(process.argv[2]) as Options;
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let total = 0;
  const startedAt = Date.now();
  const measureFrom = startedAt + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;

  // Tells the parent the measured window has begun (it samples the server's CPU time then); the result follows on the last line.
  setTimeout(() => process.stdout.write("measuring\n"), options.warmupMs);

  async function loop() {
    while (Date.now() < stopAt) {
      const t0 = process.hrtime.bigint();
      try {
        const status = await once(agent, url, options.headers ?? {});
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
  latencies.sort((a, b) => a - b);
  const seconds = options.durationMs / 1000;
  const round = (n: number) => Math.round(n * 100) / 100;
  process.stdout.write(
    `${JSON.stringify({
      requests: latencies.length,
      errors,
      non2xx,
      seconds,
      rps: round(latencies.length / seconds),
      p50Ms: round(percentile(latencies, 50)),
      p90Ms: round(percentile(latencies, 90)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies.at(-1) ?? 0),
      totalRequests: total,
    })}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

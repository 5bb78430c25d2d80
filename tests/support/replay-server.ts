// A local HTTP server standing in for a feed provider: each path answers by a handler, and every request is counted.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Reply = { status?: number; headers?: Record<string, string>; body?: unknown; raw?: string; hangUp?: boolean };

export async function replayServer(route: (path: string, hit: number) => Reply) {
  const hits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    const hit = (hits.get(path) ?? 0) + 1;
    hits.set(path, hit);
    const reply = route(path, hit);
    if (reply.hangUp) return void request.socket.destroy();
    response.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
    response.end(reply.raw ?? JSON.stringify(reply.body ?? null));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: (path: string) => hits.get(path) ?? 0,
    resetHits: () => hits.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A TCP proxy in front of PostgreSQL that counts the app's database round trips: each simple query ('Q') and each
// extended-protocol Sync ('S', which ends a parse/bind/execute batch and waits for the server) is one. Put between a
// server and its database, it tells how many round trips some requests cost, with no change to the app.
import net from "node:net";

export type CountingProxy = {
  /** The connection string through the proxy. */
  url: string;
  /** Round trips since the proxy started or since the last reset. */
  roundTrips(): number;
  reset(): void;
  close(): Promise<void>;
};

/** SSLRequest and GSSENCRequest come before the startup message, with no type byte, as it does. */
const PRE_STARTUP_CODES = new Set([80877103, 80877104]);

/** Reads one client's stream of frontend messages and calls `count` for each round trip. */
function frontendCounter(count: () => void): (chunk: Buffer) => void {
  let buffered = Buffer.alloc(0);
  let started = false;
  return (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      if (!started) {
        if (buffered.length < 8) return;
        const length = buffered.readInt32BE(0);
        if (buffered.length < length) return;
        started = !PRE_STARTUP_CODES.has(buffered.readInt32BE(4));
        buffered = buffered.subarray(length);
        continue;
      }
      if (buffered.length < 5) return;
      const length = buffered.readInt32BE(1) + 1;
      if (buffered.length < length) return;
      const type = String.fromCharCode(buffered[0]);
      if (type === "Q" || type === "S") count();
      buffered = buffered.subarray(length);
    }
  };
}

export async function countingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  let trips = 0;
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(client).add(server);
    const counter = frontendCounter(() => (trips += 1));
    client.on("data", (chunk: Buffer) => {
      counter(chunk);
      server.write(chunk);
    });
    server.pipe(client);
    const end = () => {
      client.destroy();
      server.destroy();
      sockets.delete(client);
      sockets.delete(server);
    };
    client.on("error", end).on("close", end);
    server.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String((proxy.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    roundTrips: () => trips,
    reset: () => (trips = 0),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}

// A TCP proxy in front of the test PostgreSQL whose connections can be cut silently: the server side is closed at once,
// the client side only when the client next sends something. That is what a pooled connection looks like after the
// database, its pooler or a NAT dropped it while the instance was frozen: it seems alive until it is used.
import net from "node:net";

export type CuttableProxy = {
  /** The connection string through the proxy. */
  url: string;
  /** Drops every connection open now, telling the clients nothing; returns how many. New connections work. */
  cutSilently(): number;
  close(): Promise<void>;
};

export async function cuttableProxy(target: string): Promise<CuttableProxy> {
  const upstream = new URL(target);
  const open = new Set<{ client: net.Socket; server: net.Socket }>();
  const dropped = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
    const pair = { client, server };
    open.add(pair);
    client.pipe(server);
    server.pipe(client);
    const forget = () => {
      open.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on("error", forget).on("close", forget);
    server.on("error", forget).on("close", forget);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    cutSilently() {
      const cut = [...open];
      for (const pair of cut) {
        open.delete(pair);
        pair.client.unpipe(pair.server);
        pair.server.unpipe(pair.client);
        pair.server.removeAllListeners("close").on("error", () => {}).destroy();
        // The first bytes the client sends meet a reset, as on a connection whose other end is gone.
        pair.client.removeAllListeners("close").once("data", () => pair.client.resetAndDestroy()).resume();
        dropped.add(pair.client);
      }
      return cut.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, server } of open) {
          client.destroy();
          server.destroy();
        }
        for (const client of dropped) client.destroy();
        proxy.close(() => resolve());
      }),
  };
}

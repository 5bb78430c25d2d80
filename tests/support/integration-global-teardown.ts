// Stops the embedded test PostgreSQL when global setup started it.
type Server = { stop: () => Promise<void> };

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __picklineTestServer?: Server }).__picklineTestServer;
  if (server) await server.stop();
}

// Which server a Playwright worker drives. scripts/e2e.ts starts one `next start` per worker, each on a seeded database
// and with a mail outbox of its own (E2E_SERVERS), so no journey sees another's rows or mail, whatever runs beside it.

/** One `next start` of the build, as scripts/e2e.ts hands it to the workers. */
export type E2EServer = { baseUrl: string; databaseUrl: string; outbox: string; oidcPort: number; oidcIssuer: string };

/** Every server scripts/e2e.ts started (none when Playwright is run by hand against E2E_BASE_URL and E2E_DATABASE_URL). */
export function e2eServers(environment: NodeJS.ProcessEnv = process.env): E2EServer[] {
  return environment.E2E_SERVERS ? (JSON.parse(environment.E2E_SERVERS) as E2EServer[]) : [];
}

/**
 * The address of this worker's server. Playwright numbers the workers running at once 0..workers-1
 * (TEST_PARALLEL_INDEX, set before it loads the config in a worker; a worker replacing a failed one keeps the number).
 * The server's address, database, outbox and sign-in provider become this process's variables, which the journeys'
 * helpers (support.ts, sign-in.ts, tests/support/outbox.ts) and the OpenID Connect journey read.
 */
export function adoptWorkerServer(environment: NodeJS.ProcessEnv = process.env): string {
  const servers = e2eServers(environment);
  if (servers.length === 0) return environment.E2E_BASE_URL ?? "http://127.0.0.1:3200";
  const server = servers[Number(environment.TEST_PARALLEL_INDEX ?? 0) % servers.length];
  Object.assign(environment, {
    E2E_BASE_URL: server.baseUrl,
    E2E_DATABASE_URL: server.databaseUrl,
    MAIL_OUTBOX: server.outbox,
    E2E_OIDC_PORT: String(server.oidcPort),
    AUTH_GOOGLE_ISSUER: server.oidcIssuer,
  });
  return server.baseUrl;
}

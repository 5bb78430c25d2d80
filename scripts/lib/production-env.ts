// The environment of a production build and server on this machine: test runs, benchmarks and the live journey.
import { freePort } from "./database-server";

/**
 * Everything a production build and start require (lib/settings/production-readiness.ts), for a private server on this machine:
 * the port is chosen before the build so SITE_URL, which the build reads, is the address the server answers on.
 */
export async function productionEnv(databaseUrl: string, extra: Record<string, string> = {}): Promise<NodeJS.ProcessEnv> {
  const port = await freePort();
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: "local-production-build-secret-not-for-deployment-0123456789",
    CRON_SECRET: "local-production-build-cron-secret",
    // A VAPID pair known to everyone, like the secrets above: a production build without one sends no web push, and
    // the journeys subscribe a browser with it.
    VAPID_PUBLIC_KEY: "BLr3FQW6RI0j9zFapVHd_M56aSt3-k2MWJavEd9GROiBYFo4BN5f3vi1wyAzrPREYc-ZBQdyjGkW8WMcXBFK7oc",
    VAPID_PRIVATE_KEY: "Ej8iZh0oqp-I7Tni9NYP3VrGazTf1KCXokrQw-DebqQ",
    MAIL_TRANSPORT: "outbox",
    FEED_PROVIDER: "demo",
    // Test and bench runs change data only when they mean to.
    SYNC_ON_TRAFFIC: "false",
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
    ...extra,
  };
}

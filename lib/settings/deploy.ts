// Which host environment runs this process, and the database and origin that follow from it: pure functions of the
// validated settings (./index.ts exposes them over the live environment).
import type { Env } from "./index";

/**
 * On Vercel (VERCEL set), VERCEL_ENV alone decides: "production" is production, "development" is `vercel dev`, and
 * anything else, missing included, is a preview. Elsewhere: production is NODE_ENV=production with VERCEL_ENV unset
 * (self-hosted) or "production", preview is VERCEL_ENV=preview, and everything else is development, tests included.
 */
export type DeploymentEnvironment = "production" | "preview" | "development";

type Settings = Pick<
  Env,
  | "NODE_ENV"
  | "VERCEL"
  | "VERCEL_ENV"
  | "VERCEL_URL"
  | "VERCEL_BRANCH_URL"
  | "DATABASE_URL"
  | "DATABASE_URL_UNPOOLED"
  | "DIRECT_URL"
  | "PREVIEW_DATABASE_URL"
  | "PREVIEW_DATABASE_URL_UNPOOLED"
  | "PREVIEW_READS_PRODUCTION"
  | "DATABASE_URL_REPLICA"
>;

export function deploymentEnvironment(settings: Pick<Settings, "NODE_ENV" | "VERCEL" | "VERCEL_ENV">): DeploymentEnvironment {
  // Whatever NODE_ENV says: a process told it is a preview must never take production's database or origin.
  if (settings.VERCEL_ENV === "preview") return "preview";
  if (settings.VERCEL) {
    // Vercel hides VERCEL_ENV when its system variables are not exposed, and every Vercel build has
    // NODE_ENV=production: a process that cannot prove it is production fails closed, as a preview, so it never
    // migrates or writes production's database.
    if (settings.VERCEL_ENV === "production") return "production";
    if (settings.VERCEL_ENV === "development") return "development";
    return "preview";
  }
  if (settings.NODE_ENV === "production" && (settings.VERCEL_ENV === undefined || settings.VERCEL_ENV === "production")) return "production";
  return "development";
}

/**
 * A preview without a database of its own. Vercel's database integrations may leave production's DATABASE_URL visible
 * to previews, so a preview never trusts it: without PREVIEW_DATABASE_URL it writes nothing, anywhere.
 */
export function isReadOnlyDeployment(settings: Settings): boolean {
  return deploymentEnvironment(settings) === "preview" && !settings.PREVIEW_DATABASE_URL;
}

/** The app's connection string. A read-only preview reads production's only when PREVIEW_READS_PRODUCTION=true says so. */
export function databaseUrl(settings: Settings): string | undefined {
  if (deploymentEnvironment(settings) !== "preview") return settings.DATABASE_URL;
  if (settings.PREVIEW_DATABASE_URL) return settings.PREVIEW_DATABASE_URL;
  if (!settings.PREVIEW_READS_PRODUCTION) return undefined;
  // The demo's sessions are opened read-only by a startup option (lib/db-pool.ts), which a transaction pooler such as
  // PgBouncer may refuse or drop: the direct connection honours it, and a preview's traffic needs no pooler.
  return settings.DATABASE_URL_UNPOOLED ?? settings.DIRECT_URL ?? settings.DATABASE_URL;
}

/**
 * The replica of DATABASE_URL that public reads may use. A preview has none: a replica of production behind a preview's
 * own database would show another world's data, and a read-only preview's traffic needs no second server.
 */
export function replicaDatabaseUrl(settings: Settings): string | undefined {
  return deploymentEnvironment(settings) === "preview" ? undefined : settings.DATABASE_URL_REPLICA;
}

/**
 * The direct (not pooled) connection migrations and the Prisma CLI use. A read-only preview has none, even when it may
 * read production: an unmerged branch's migrations must never reach production's schema.
 */
export function directDatabaseUrl(settings: Settings): string | undefined {
  if (deploymentEnvironment(settings) !== "preview") return settings.DATABASE_URL_UNPOOLED ?? settings.DIRECT_URL ?? settings.DATABASE_URL;
  if (!settings.PREVIEW_DATABASE_URL) return undefined;
  return settings.PREVIEW_DATABASE_URL_UNPOOLED ?? settings.PREVIEW_DATABASE_URL;
}

/**
 * A preview's own https origin: its Git branch URL (stable across the branch's pushes), else its deployment URL (a
 * deployment made without Git). Undefined when Vercel exposes neither (System Environment Variables turned off).
 */
export function previewOrigin(settings: Pick<Settings, "VERCEL_BRANCH_URL" | "VERCEL_URL">): string | undefined {
  const host = settings.VERCEL_BRANCH_URL ?? settings.VERCEL_URL;
  return host ? new URL(`https://${host}`).origin : undefined;
}

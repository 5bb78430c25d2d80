// Prisma CLI configuration: where the schema and migrations live, and the direct (not pooled) database URL the CLI
// uses, chosen by the same function as the project's migrator (lib/settings/index.ts; lib/settings/environment.ts reads the environment).
import path from "node:path";
import { defineConfig } from "prisma/config";
import { directDatabaseUrl, isReadOnlyDeployment } from "./lib/settings";

/**
 * A preview without a database of its own has none to migrate, even when production's DATABASE_URL is visible to it.
 * prisma generate runs in its build (postinstall) and needs no database, so the config cannot throw: any command that
 * does connect reaches nothing (nothing listens on port 1), and the name says why.
 */
const READ_ONLY_PREVIEW = "postgresql://no-database@127.0.0.1:1/read-only-preview-set-PREVIEW_DATABASE_URL";

/** prisma generate needs no database; a placeholder keeps it working where none is configured. */
function cliDatabaseUrl(): string {
  if (isReadOnlyDeployment()) return READ_ONLY_PREVIEW;
  return directDatabaseUrl() ?? "postgresql://localhost:5432/pickline";
}

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  datasource: { url: cliDatabaseUrl() },
});

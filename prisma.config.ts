// Prisma CLI configuration: where the schema and migrations live, and the direct (not pooled) database URL the CLI
// uses, chosen by the same function as the project's migrator (lib/settings.ts; lib/env.ts reads the environment).
import path from "node:path";
import { defineConfig } from "prisma/config";
import { directDatabaseUrl } from "./lib/settings";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  // prisma generate needs no database; a placeholder keeps it working where none is configured.
  datasource: { url: directDatabaseUrl() ?? "postgresql://localhost:5432/pickline" },
});

// The launchers' gate for `npm run build` and `npm start`: every missing production setting at once, before any work.
import { deploymentEnvironment, describeProblems, env, type Env } from "@/lib/settings";
import { productionProblems } from "@/lib/settings/production-readiness";

/**
 * On this machine an embedded database may stand in for DATABASE_URL (a local production trial); on a CI or Vercel
 * build machine it may not: the app would be built against a database that vanishes with the machine. Nor in a
 * preview, whose DATABASE_URL is only ever production's, to read.
 */
export function launcherProblems(settings: Env = env()): string[] {
  return productionProblems({ ...settings, NODE_ENV: "production", DATABASE_URL: settings.DATABASE_URL ?? localStandIn(settings) });
}

export function assertReadyForProduction(): void {
  const problems = launcherProblems();
  if (problems.length === 0) return;
  console.error(describeProblems(problems));
  process.exit(1);
}

function localStandIn(settings: Env): string | undefined {
  return settings.CI || settings.VERCEL || deploymentEnvironment(settings) === "preview" ? undefined : "postgresql://embedded";
}

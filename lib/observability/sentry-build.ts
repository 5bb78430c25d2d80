// The build's source-map upload to Sentry: on only when a deployer gave the build a token, an organization and a
// project. Without a token the Next.js configuration is returned untouched, so the build neither loads Sentry's build
// plugin nor reaches the network, and prints nothing of its own. Imported by next.config.ts, hence relative imports.
import type { NextConfig } from "next";
import { withSentryConfig } from "@sentry/nextjs/config";
import { describeProblems, env, type Env } from "../settings";

/** What a token without its organization or project lacks: the upload has nowhere to go. */
export function sourceMapUploadProblems(settings: Env): string[] {
  if (!settings.SENTRY_AUTH_TOKEN) return [];
  const missing = (["SENTRY_ORG", "SENTRY_PROJECT"] as const).filter((name) => !settings[name]);
  return missing.map((name) => `SENTRY_AUTH_TOKEN is set but ${name} is not: the source maps' upload needs the Sentry organization and project slugs.`);
}

/** The configuration the build uses: wrapped by Sentry's build plugin when source maps are to be uploaded. */
export function withSourceMapUpload(config: NextConfig, settings: Env = env()): NextConfig {
  const { SENTRY_AUTH_TOKEN: authToken, SENTRY_ORG: org, SENTRY_PROJECT: project } = settings;
  if (!authToken) return config;
  const problems = sourceMapUploadProblems(settings);
  if (problems.length > 0) throw new Error(describeProblems(problems));
  return withSentryConfig(config, {
    authToken,
    org,
    project,
    // The build fails on any warning line: the plugin's progress stays out of the log, its failures still stop it.
    silent: true,
    telemetry: false,
    // Navigations are not traced (tracesSampleRate 0), so the router hook it asks for would capture nothing.
    suppressOnRouterTransitionStartWarning: true,
    // Uploaded, then removed: the maps are Sentry's to read, never served to browsers.
    sourcemaps: { deleteSourcemapsAfterUpload: true },
    widenClientFileUpload: true,
  });
}

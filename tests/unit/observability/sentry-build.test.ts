// The build uploads source maps to Sentry only when given a token, an organization and a project; otherwise the
// Next.js configuration is left exactly as it was (no build plugin, no network, no output of its own).
import type { NextConfig } from "next";
import { parseEnv } from "@/lib/settings";
import { withSourceMapUpload } from "@/lib/observability/sentry-build";

jest.mock("@sentry/nextjs/config", () => {
  const actual = jest.requireActual("@sentry/nextjs/config");
  return { ...actual, withSentryConfig: jest.fn(actual.withSentryConfig) };
});
const { withSentryConfig } = jest.requireMock("@sentry/nextjs/config") as { withSentryConfig: jest.Mock };

const config = (): NextConfig => ({ reactStrictMode: true, poweredByHeader: false });
const UPLOAD = { SENTRY_AUTH_TOKEN: "sntrys_token", SENTRY_ORG: "pickline", SENTRY_PROJECT: "web" };

beforeEach(() => withSentryConfig.mockClear());

describe("the build's source-map upload", () => {
  it("leaves the configuration untouched without a token, whatever else is set", () => {
    for (const raw of [{}, { SENTRY_ORG: "pickline", SENTRY_PROJECT: "web" }, { SENTRY_DSN: "https://key@o1.ingest.sentry.io/1" }]) {
      const input = config();
      expect(withSourceMapUpload(input, parseEnv(raw))).toBe(input);
    }
    expect(withSentryConfig).not.toHaveBeenCalled();
  });

  it("hands the token, organization and project to Sentry's build plugin, quietly, deleting the maps once uploaded", () => {
    const input = config();
    const output = withSourceMapUpload(input, parseEnv(UPLOAD));
    expect(withSentryConfig).toHaveBeenCalledTimes(1);
    const [wrapped, options] = withSentryConfig.mock.calls[0];
    expect(wrapped).toBe(input);
    expect(options).toMatchObject({ authToken: "sntrys_token", org: "pickline", project: "web", silent: true, telemetry: false, sourcemaps: { deleteSourcemapsAfterUpload: true } });
    expect(options.sourcemaps.disable).toBeUndefined();
    // The plugin's configuration keeps the app's own settings and adds its release.
    expect(output).toMatchObject({ reactStrictMode: true, poweredByHeader: false });
    expect(output.env?._sentryRelease).toBeDefined();
  });

  it("refuses a token without its organization or project, naming what is missing", () => {
    expect(() => withSourceMapUpload(config(), parseEnv({ SENTRY_AUTH_TOKEN: "sntrys_token", SENTRY_PROJECT: "web" }))).toThrow(/SENTRY_ORG is not/);
    expect(() => withSourceMapUpload(config(), parseEnv({ SENTRY_AUTH_TOKEN: "sntrys_token" }))).toThrow(/SENTRY_PROJECT is not/);
    expect(withSentryConfig).not.toHaveBeenCalled();
  });
});

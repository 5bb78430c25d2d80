// Jest projects: pure unit tests, jsdom component tests, and route-handler integration tests on real PostgreSQL.
import os from "node:os";
import nextJest from "next/jest.js";

const createConfig = nextJest({ dir: "./" });

/** @type {import("jest").Config} */
const shared = {
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/tests/support/empty-module.ts" },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/"],
};

/** @returns {Promise<import("jest").Config>} */
export default async function config() {
  const unit = await createConfig({
    ...shared,
    displayName: "unit",
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/unit/**/*.test.ts"],
  })();
  const component = await createConfig({
    ...shared,
    displayName: "component",
    testEnvironment: "jsdom",
    testMatch: ["<rootDir>/tests/component/**/*.test.tsx"],
    setupFilesAfterEnv: ["<rootDir>/tests/support/component-setup.ts"],
  })();
  const integration = await createConfig({
    ...shared,
    displayName: "integration",
    testEnvironment: "node",
    // next/og loads its renderer with a dynamic import() the CommonJS runtime refuses: routes answering an image get a
    // stand-in here, and the drawing is tested in a plain Node child process (tests/support/og-image-child.ts).
    moduleNameMapper: { ...shared.moduleNameMapper, "^next/og$": "<rootDir>/tests/support/og-stand-in.ts" },
    testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
    globalSetup: "<rootDir>/tests/support/integration-global-setup.ts",
    globalTeardown: "<rootDir>/tests/support/integration-global-teardown.ts",
    setupFilesAfterEnv: ["<rootDir>/tests/support/integration-setup.ts"],
    testTimeout: 30_000,
  })();
  // Prisma's query compiler ships as ES modules that the CommonJS test runtime must transform; so do Auth.js and its dependencies.
  const esmPackages = ["@prisma/client/runtime/", "next-auth/", "@auth/", "@panva/", "jose/", "oauth4webapi/", "preact/", "preact-render-to-string/", "@seriousme/"];
  const prismaRuntime = [`/node_modules/(?!(${esmPackages.join("|")}))`, "^.+\\.module\\.(css|sass|scss)$"];
  for (const project of [unit, integration]) project.transformIgnorePatterns = prismaRuntime;
  // Jest's default leaves one core idle, which on a two-core machine means one test file at a time while the integration
  // tests mostly wait on PostgreSQL. Every integration file has a database of its own, so files may run side by side;
  // at most four at once keeps the test server's connections well under its max_connections.
  const maxWorkers = Math.min(os.availableParallelism(), 4);
  // testTimeout is a global option: inside a project it is ignored and the 5 s default applies.
  return { projects: [unit, component, integration], testTimeout: 30_000, maxWorkers };
}

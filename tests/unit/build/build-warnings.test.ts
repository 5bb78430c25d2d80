// The build step of the test run fails on any warning of `next build`: these are the shapes Next and Turbopack print.
import { buildWarnings } from "../../../scripts/lib/build-warnings";

const CLEAN = [
  "\u001b[35m▲\u001b[39m Next.js 16.4.6 (Turbopack)",
  "✓ Compiled successfully in 4.6min",
  "  Generating static pages using 1 worker (31/42) \r✓ Generating static pages using 1 worker (42/42) in 3.5s",
  "├ ƒ /api/client-errors",
  "ƒ Proxy (Middleware)",
  "",
].join("\n");

describe("next build's warnings", () => {
  it("finds none in a clean build, whose route list names errors and warnings only as paths", () => {
    expect(buildWarnings(CLEAN)).toEqual([]);
    expect(buildWarnings("├ ƒ /api/warnings\n├ ƒ /admin/errors")).toEqual([]);
  });

  it("finds Turbopack's warnings: the count and each one, colours stripped", () => {
    const output = [
      CLEAN,
      "Turbopack build encountered 2 warnings:",
      "./lib/observability/logger.ts:17:72",
      "\u001b[33mWarning\u001b[39m: A Node.js API is used (process.stdout at line: 17) which is not supported in the Edge Runtime.",
      "./lib/openapi/reference-page.ts:42:20",
      "Warning: Dynamic filesystem access causes tracing of the whole project",
    ].join("\n");
    expect(buildWarnings(output)).toEqual([
      "Turbopack build encountered 2 warnings:",
      "Warning: A Node.js API is used (process.stdout at line: 17) which is not supported in the Edge Runtime.",
      "Warning: Dynamic filesystem access causes tracing of the whole project",
    ]);
  });

  it("passes the notice a CI machine gets on its first build: a missing cache says nothing about the code", () => {
    const ciBuild = `${CLEAN}\n\u001b[33m⚠\u001b[39m No build cache found. Please configure build caching for faster rebuilds. Read more: https://nextjs.org/docs/messages/no-cache`;
    expect(buildWarnings(ciBuild)).toEqual([]);
    expect(buildWarnings(`${ciBuild}\n⚠ Unsupported metadata themeColor`)).toEqual(["⚠ Unsupported metadata themeColor"]);
  });

  it("finds Next's own warnings and a single one", () => {
    expect(buildWarnings(' \u001b[33m⚠\u001b[39m The "middleware" file convention is deprecated.\nTurbopack build encountered 1 warning:')).toEqual([
      '⚠ The "middleware" file convention is deprecated.',
      "Turbopack build encountered 1 warning:",
    ]);
  });
});

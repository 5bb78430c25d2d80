// The browser talks to the API only through the typed client: no screen, hook, page or library module they bundle writes
// an /api/ URL, calls fetch with one, or sends a write that is not a declared call (its method and path come from
// lib/contracts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isClientModule, ROOT, sourceFiles, valueReach } from "./architecture/import-graph";

/** The client core and the route lines it reads: the only files that may hold an API path or reach the fetcher. */
const CORE = new Set(["lib/contracts/routes.ts", "lib/client/api.ts", "lib/client/api-route.ts", "lib/client/api-path.ts", "lib/client/call-api.ts", "lib/client/api-fetch.ts", "lib/swr/fetcher.ts"]);

/** The crawler rules name the API's prefix to keep robots out: a rule, not a call. */
const NOT_CALLS = new Set(["app/robots.ts"]);

/** Every project file the browser's instrumentation or a "use client" module pulls in through value imports, wherever it lives. */
function bundledLibraryFiles(): string[] {
  const marked = [...sourceFiles("app"), ...sourceFiles("components"), ...sourceFiles("lib")].filter(isClientModule);
  const entries = ["instrumentation-client.ts", ...marked];
  return entries.flatMap((entry) => [...valueReach(entry).keys()].filter((target) => /\.tsx?$/.test(target)));
}

function checkedFiles(): string[] {
  const files = [...sourceFiles("components"), ...sourceFiles("app"), ...sourceFiles("lib/swr"), ...sourceFiles("lib/client"), ...bundledLibraryFiles()];
  return [...new Set(files)].filter((file) => !file.startsWith("app/api/") && !CORE.has(file) && !NOT_CALLS.has(file));
}

/** Code without its comments, which may name the calls they explain. */
function codeOf(file: string): string {
  return readFileSync(join(ROOT, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

const RULES: { name: string; pattern: RegExp }[] = [
  { name: "an /api/ URL literal", pattern: /["'`]\/api\// },
  // Only the core sends: everything else goes through callApi, useApiMutation's trigger or an SWR key from apiPath.
  { name: "a direct fetch", pattern: /(?<![\w.])fetch\s*\(/ },
  { name: "a call to apiFetch", pattern: /\bapiFetch\b/ },
  { name: "a call to the removed apiMutate", pattern: /\bapiMutate\b/ },
  // A write's method comes from its declaration: a hand-written one is an undeclared write.
  { name: "a hand-written write method", pattern: /\bmethod\s*:\s*["'`](POST|PUT|PATCH|DELETE)["'`]/i },
  { name: "a write sent to a URL instead of a declaration", pattern: /\b(trigger|run|save|callApi)\s*(<[^>()]*>)?\s*\(\s*(["'`][^,]*,\s*)?["'`]\/?api/ },
];

/** Every rule each file breaks, as "file: rule". */
export function offences(files: string[], read: (file: string) => string = codeOf): string[] {
  return files.flatMap((file) => {
    const code = read(file);
    return RULES.filter(({ pattern }) => pattern.test(code)).map(({ name }) => `${file}: ${name}`);
  });
}

describe("the client boundary", () => {
  it("checks the screens, pages and hooks, and the library modules they bundle", () => {
    const files = checkedFiles();
    expect(files).toEqual(expect.arrayContaining(["components/social/FollowButton.tsx", "lib/swr/use-pools.ts", "app/(site)/unsubscribe/page.tsx"]));
    // Library code outside the client folders that a browser screen bundles (the error screen's reference) is checked too.
    expect(files).toContain("lib/observability/failed-request-reference.ts");
    expect(files).not.toContain("lib/swr/fetcher.ts");
  });

  it("finds no API URL, direct fetch or undeclared write outside the client core", () => {
    expect(offences(checkedFiles())).toEqual([]);
  });

  it("would see each kind of offence", () => {
    const samples: Record<string, string> = {
      "url.tsx": 'const key = `/api/pools/${id}`;',
      "fetch.ts": 'await fetch(url, { credentials: "same-origin" });',
      "fetcher.ts": 'import { apiFetch } from "@/lib/client/api-fetch";',
      "method.tsx": 'trigger(url, { method: "POST", body });',
      "comment.ts": "// GET /api/user/me answers the stored user\nconst key = apiPath(api.users.me);",
    };
    expect(offences(Object.keys(samples), (file) => samples[file]!.replace(/(^|[^:"'`])\/\/.*$/gm, "$1"))).toEqual([
      "url.tsx: an /api/ URL literal",
      "fetch.ts: a direct fetch",
      "fetcher.ts: a call to apiFetch",
      "method.tsx: a hand-written write method",
    ]);
  });
});

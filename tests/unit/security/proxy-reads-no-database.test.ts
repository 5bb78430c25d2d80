// The proxy reads no database: it runs without the database client, Auth.js or the API declarations in reach, and
// guards verified-only pages by whether a session cookie is there at all. Whose session it is, the page decides.
import { NextRequest } from "next/server";

const UNREACHABLE = ["@/lib/db", "@/lib/server/auth/auth-js", "next-auth", "@auth/core", "pg", "@prisma/adapter-pg", "@/lib/contracts/api"];

function loadProxy(): typeof import("@/proxy") {
  let loaded: typeof import("@/proxy") | undefined;
  jest.isolateModules(() => {
    for (const name of UNREACHABLE) {
      jest.doMock(name, () => {
        throw new Error(`the proxy loaded ${name}`);
      });
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require("@/proxy") as typeof import("@/proxy");
  });
  return loaded!;
}

/** Where the proxy sends a page request (a path), or null when the page renders. */
async function redirectOf(path: string, cookie?: string): Promise<string | null> {
  const { proxy } = loadProxy();
  const headers: Record<string, string> = { accept: "text/html" };
  if (cookie) headers.cookie = cookie;
  const response = await proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
  const location = response.headers.get("location");
  return location === null ? null : new URL(location).pathname;
}

test("without a session cookie, verified-only pages go home; everything else renders", async () => {
  // A visitor's shared pages come from their copy, which the proxy fetches from the app.
  jest.spyOn(global, "fetch").mockImplementation(async () => new Response("<html><body>copy</body></html>", { headers: { "content-type": "text/html" } }));
  for (const path of ["/logout", "/notifications", "/notifications/x"]) expect([path, await redirectOf(path)]).toEqual([path, "/"]);
  for (const path of ["/", "/signup", "/login", "/hockey/nhl", "/rules"]) expect([path, await redirectOf(path)]).toEqual([path, null]);
});

test("with a session cookie of either name, every page renders and checks the session itself", async () => {
  for (const cookie of ["authjs.session-token=stale", "__Secure-authjs.session-token=stale"]) {
    for (const path of ["/logout", "/notifications", "/signup", "/login", "/", "/hockey/nhl?filter=today"]) {
      expect([path, await redirectOf(path, cookie)]).toEqual([path, null]);
    }
  }
  // An empty cookie is no session.
  expect(await redirectOf("/logout", "authjs.session-token=")).toBe("/");
});

// The proxy runs before the CDN: a read with credentials of a call whose answer differs per caller goes on under a
// cache key of its own, so a signed-in caller never receives the copy the CDN keeps for visitors.
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

const SESSION = { cookie: "authjs.session-token=abc123" };
const BEARER = { authorization: "Bearer abc123" };

async function rewriteOf(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<string | null> {
  const response = await proxy(new NextRequest(`http://localhost:3000${path}`, { method, headers }));
  return response.headers.get("x-middleware-rewrite");
}

describe("the proxy's cache key for a personalised public read", () => {
  it("moves a read with a session cookie or a bearer token onto its own key, keeping the query", async () => {
    for (const headers of [SESSION, BEARER]) {
      const rewrite = new URL((await rewriteOf("/api/leaderboard?period=THIS_WEEK", headers))!);
      expect(rewrite.pathname).toBe("/api/leaderboard");
      expect(Object.fromEntries(rewrite.searchParams)).toEqual({ period: "THIS_WEEK", _viewer: "signed-in" });
    }
    expect(new URL((await rewriteOf("/api/football/nfl/fixtures", SESSION))!).searchParams.get("_viewer")).toBe("signed-in");
    expect(new URL((await rewriteOf("/api/picker/someone", BEARER, "HEAD"))!).searchParams.get("_viewer")).toBe("signed-in");
  });

  it("lets a read already on its own key through: where the rewrite is not internal (a server bound to another host name than the request's), Next sends it to the server again, and a second rewrite would loop", async () => {
    expect(await rewriteOf("/api/leaderboard?period=THIS_WEEK&_viewer=signed-in", SESSION)).toBeNull();
  });

  it("leaves a visitor's read on the shared key", async () => {
    expect(await rewriteOf("/api/leaderboard?period=THIS_WEEK")).toBeNull();
    expect(await rewriteOf("/api/leaderboard", { cookie: "theme=dark" })).toBeNull();
  });

  it("leaves alone a call that is the same for everyone, one never shared, and a write", async () => {
    expect(await rewriteOf("/api/openapi.json", SESSION)).toBeNull();
    expect(await rewriteOf("/api/football/nfl/fixtures/report", SESSION)).toBeNull();
    expect(await rewriteOf("/api/user/shell", SESSION)).toBeNull();
    expect(await rewriteOf("/api/pools", SESSION)).toBeNull();
    expect(await rewriteOf("/api/picker/someone/avatar", SESSION)).toBeNull();
    expect(await rewriteOf("/api/football/nfl/pick", SESSION, "POST")).toBeNull();
  });
});

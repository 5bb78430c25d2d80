// apiPath writes each URL from a declaration: segments encoded one by one, the query in the caller's order, empty values left out.
import { api, apiPath } from "@/lib/client/api";
import { fillPath } from "@/lib/client/api-path";
import type { useApiMutation } from "@/lib/swr/use-api-mutation";

describe("apiPath", () => {
  it("fills every placeholder, encoding each segment on its own", () => {
    expect(apiPath(api.pools.removeMember, { poolId: "p/1", userId: "a b?" })).toBe("/api/pools/p%2F1/members/a%20b%3F");
    expect(apiPath(api.fixtures.get, { sport: "football", league: "nfl", id: 42 })).toBe("/api/football/nfl/fixture/42");
  });

  it("appends the query in the order given and leaves out what is unset", () => {
    expect(apiPath(api.fixtures.list, { sport: "hockey", league: "nhl" }, { filter: "today", cursor: undefined })).toBe("/api/hockey/nhl/fixtures?filter=today");
    expect(apiPath(api.parlays.list, { userId: "u1" }, { sport: "football", league: "nfl", limit: 20, cursor: "c+/=" })).toBe(
      "/api/picker/parlays/u1?sport=football&league=nfl&limit=20&cursor=c%2B%2F%3D",
    );
    expect(apiPath(api.users.me)).toBe("/api/user/me");
  });

  it("writes a repeated key for a list value", () => {
    expect(fillPath("/api/x", undefined, { league: ["nfl", "nba"] })).toBe("/api/x?league=nfl&league=nba");
  });

  it("refuses a path with a placeholder left empty, which would call another route", () => {
    expect(() => fillPath("/api/pools/{poolId}", {}, undefined)).toThrow("No value for {poolId}");
  });
});

// Never called: the typecheck proves the declarations type each call's inputs.
export function typedInputs() {
  // @ts-expect-error a pool's path needs its poolId
  apiPath(api.survivor.get);
  // @ts-expect-error the filter is one of the board's filters
  apiPath(api.fixtures.list, { sport: "hockey", league: "nhl" }, { filter: "yesterday" });
  // @ts-expect-error the search endpoint takes no path params
  apiPath(api.pickers.search, { id: "x" });
}

// Never called: a write is a declared call with its own typed params and body, never a URL or a read.
export function typedWrites(trigger: ReturnType<typeof useApiMutation>["trigger"]) {
  void trigger(api.social.follow, { params: { id: "u1" } });
  // @ts-expect-error a URL is not a declaration
  void trigger("/api/follow/u1", {});
  // @ts-expect-error a read is not a write
  void trigger(api.survivor.get, { params: { poolId: "p1" } });
  // @ts-expect-error following sends no body
  void trigger(api.social.follow, { params: { id: "u1" }, body: { id: 1 } });
  // @ts-expect-error a pick names its market, side and price
  void trigger(api.picks.create, { params: { sport: "football", league: "nfl" }, body: { fixtureId: 1 } });
}

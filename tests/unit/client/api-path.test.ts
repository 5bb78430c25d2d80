// apiPath writes each URL from a declaration: segments encoded one by one, the query in the caller's order, empty values left out.
import { api, apiPath } from "@/lib/client/api";
import { fillPath } from "@/lib/client/api-path";

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

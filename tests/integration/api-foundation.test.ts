// The handler wrapper, the envelope and the first routes, called with real Requests against a real PostgreSQL.
import { z } from "zod";
import { GET as health } from "@/app/api/health/route";
import { GET as pickerCounts } from "@/app/api/leagues/pickers/count/route";
import { handler } from "@/lib/api/handler";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { createFixture, createPick, createSignedInUser, createUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";
import { captureLogLines } from "../support/log-lines";

const log = captureLogLines();

describe("GET /api/health", () => {
  test("reports the version and a database that answers", async () => {
    const response = await health(apiRequest("/api/health"));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ payload: { status: "ok", version: expect.stringMatching(/^\d+\.\d+\.\d+/), database: "up" } });
  });
});

describe("GET /api/leagues/pickers/count", () => {
  test("counts each picker once per league in which they have a pick", async () => {
    const nfl = await createFixture({ league: "NFL" });
    const nfl2 = await createFixture({ league: "NFL" });
    const nba = await createFixture({ league: "NBA" });
    const [a, b] = [await createUser(), await createUser()];
    await createPick(a.id, nfl.id);
    await createPick(a.id, nfl2.id);
    await createPick(b.id, nfl.id);
    await createPick(b.id, nba.id);
    await createUser(); // no picks: counts nowhere

    const response = await pickerCounts(apiRequest("/api/leagues/pickers/count"));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ payload: { nfl: 2, nba: 1, nhl: 0, mlb: 0 } });
  });
});

describe("the handler wrapper", () => {
  const echo = handler(
    {
      auth: "hybrid",
      params: z.object({ id: z.coerce.number().int().positive() }),
      query: z.object({ limit: z.coerce.number().int().max(50).default(10) }),
    },
    ({ caller, params, query }) => ({ caller: caller?.id ?? null, id: params.id, limit: query.limit }),
  );
  const guarded = handler({ auth: "auth", body: z.object({ side: z.enum(["HOME", "AWAY"]) }) }, ({ caller, body }) => ({
    caller: caller.id,
    side: body.side,
  }));

  test("parses params and query and passes an anonymous caller on a hybrid route", async () => {
    const response = await echo(apiRequest("/x/7?limit=5"), routeContext({ id: "7" }));
    expect(await readJson(response)).toEqual({ payload: { caller: null, id: 7, limit: 5 } });
  });

  test("turns bad input into VALIDATION_ERROR with one issue per field", async () => {
    const response = await echo(apiRequest("/x/-1?limit=500"), routeContext({ id: "-1" }));
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.error?.code).toBe("VALIDATION_ERROR");
    expect(body.error?.issues).toEqual([{ path: "id", message: expect.any(String) }]);
  });

  test("a bad bearer on a hybrid route is refused, never treated as a visitor", async () => {
    const response = await echo(apiRequest("/x/1", { bearer: "not-a-session" }), routeContext({ id: "1" }));
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ error: { code: "UNAUTHORIZED", message: "This action is not authorized" } });
  });

  test("a valid bearer identifies the caller", async () => {
    const { user, token } = await createSignedInUser();
    const response = await echo(apiRequest("/x/1", { bearer: token }), routeContext({ id: "1" }));
    expect(await readJson(response)).toEqual({ payload: { caller: user.id, id: 1, limit: 10 } });
  });

  test("an expired session is refused", async () => {
    const { token } = await createSignedInUser();
    await db.session.update({ where: { sessionToken: token }, data: { expires: new Date(Date.now() - 1000) } });
    const response = await guarded(apiRequest("/y", { method: "POST", bearer: token, body: { side: "HOME" } }));
    expect(response.status).toBe(401);
  });

  test("an auth route without credentials is UNAUTHORIZED", async () => {
    const response = await guarded(apiRequest("/y", { method: "POST", body: { side: "HOME" } }));
    expect(response.status).toBe(401);
    expect((await readJson(response)).error?.code).toBe("UNAUTHORIZED");
  });

  test("bodies must be JSON, well formed and small", async () => {
    const { token } = await createSignedInUser();
    const wrongType = await guarded(apiRequest("/y", { method: "POST", bearer: token, body: "side=HOME", headers: { "content-type": "text/plain" } }));
    expect(wrongType.status).toBe(415);
    const malformed = await guarded(apiRequest("/y", { method: "POST", bearer: token, body: "{side:" }));
    expect(malformed.status).toBe(400);
    expect((await readJson(malformed)).error?.code).toBe("VALIDATION_ERROR");
    const huge = await guarded(apiRequest("/y", { method: "POST", bearer: token, body: { side: "HOME", pad: "x".repeat(40_000) } }));
    expect(huge.status).toBe(413);
    const ok = await guarded(apiRequest("/y", { method: "POST", bearer: token, body: { side: "AWAY" } }));
    expect(ok.status).toBe(200);
  });

  test("a cookie-authenticated mutation from another origin is FORBIDDEN", async () => {
    const { token } = await createSignedInUser();
    const foreign = await guarded(
      apiRequest("/y", { method: "POST", cookie: token, body: { side: "HOME" }, headers: { origin: "https://evil.example" } }),
    );
    expect(foreign.status).toBe(403);
    const same = await guarded(
      apiRequest("/y", { method: "POST", cookie: token, body: { side: "HOME" }, headers: { origin: "http://localhost:3000" } }),
    );
    expect(same.status).toBe(200);
  });

  test("the Origin check compares scheme, host and port, and ignores forwarded hosts", async () => {
    const { token } = await createSignedInUser();
    const mutation = (headers: Record<string, string>) =>
      guarded(apiRequest("/y", { method: "POST", cookie: token, body: { side: "HOME" }, headers }));
    expect((await mutation({ origin: "https://localhost:3000" })).status).toBe(403);
    expect((await mutation({ origin: "http://localhost:3001" })).status).toBe(403);
    expect((await mutation({ origin: "http://evil.example", "x-forwarded-host": "evil.example" })).status).toBe(403);
    expect((await mutation({ origin: "null" })).status).toBe(403);
    expect((await mutation({ origin: "http://localhost:3000" })).status).toBe(200);
  });

  test("use-case errors keep their code; unexpected errors become UNKNOWN without internals", async () => {
    const conflict = handler({ auth: "none" }, () => {
      throw new AppError("CONFLICT");
    });
    const response = await conflict(apiRequest("/z"));
    expect(response.status).toBe(409);

    const broken = handler({ auth: "none" }, () => {
      throw new Error('relation "secret_table" does not exist');
    });
    const failed = await broken(apiRequest("/z"));
    expect(failed.status).toBe(500);
    const text = await failed.text();
    expect(text).not.toContain("secret_table");
    expect(JSON.parse(text).error).toMatchObject({ code: "UNKNOWN", message: "An error has occured" });
    // The internals are in the server's log line instead.
    expect(log.lines.at(-1)).toMatchObject({ level: "error", status: 500, err: { message: 'relation "secret_table" does not exist' } });
  });

  test("outside production a payload that drifts from its response contract fails as UNKNOWN; one that matches is sent as it is", async () => {
    const contract = z.object({ id: z.number(), side: z.enum(["HOME", "AWAY"]) });
    const drifted = handler({ auth: "none", response: contract }, () => ({ id: "7", side: "HOME" }));
    const failed = await drifted(apiRequest("/z"));
    expect(failed.status).toBe(500);
    expect((await readJson(failed)).error?.code).toBe("UNKNOWN");
    expect(log.lines.at(-1)).toMatchObject({ level: "error", status: 500, err: { type: "ContractMismatchError" } });

    const kept = handler({ auth: "none", response: contract }, () => ({ id: 7, side: "AWAY" }));
    expect(await readJson(await kept(apiRequest("/z")))).toEqual({ payload: { id: 7, side: "AWAY" } });
  });

  test("a database that cannot be reached is a 503 with Retry-After", async () => {
    const unreachable = handler({ auth: "none" }, () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" });
    });
    const response = await unreachable(apiRequest("/z"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect((await readJson(response)).error?.code).toBe("SERVICE_UNAVAILABLE");
  });
});

// fast-check arbitraries for hostile API input: odd strings and numbers, wrong types, malformed or oversized bodies.
import fc from "fast-check";
import { INT4_MAX } from "@/lib/contracts/params";
import { LEAGUE_POINT_RANGES, MAX_SCORE, PRICE_LIMITS } from "@/lib/domain/line-bounds";

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.constantFrom(
    "", " ", "\u0000", "null", "undefined", "NaN", "Infinity", "-1", "0", "-0", "1e309", "9".repeat(40), "2147483648",
    "-2147483649", "0x10", "1.5", "../../etc/passwd", "%00", "%E0%A4%A", "' OR 1=1 --", "\"; DROP TABLE \"User\"; --",
    "<script>alert(1)</script>", "\uD800", "\u202Eevil", "\uFEFF", "🏈".repeat(60), "a".repeat(5_000), "__proto__", "constructor",
  ),
);

/**
 * A path segment as it travels on the wire with a percent-encoding no decoder accepts: a lone or truncated `%`,
 * bytes that are not UTF-8 (a stray continuation, an overlong or surrogate form, a cut sequence), around plain text.
 */
export const malformedPercentSegment: fc.Arbitrary<string> = fc
  .record({
    before: fc.stringMatching(/^[a-z0-9-]{0,6}$/),
    bad: fc.oneof(
      fc.constantFrom("%", "%f", "%zz", "%%", "%E0%A4%A", "%E0%A4", "%ff", "%80", "%C0%80", "%ED%A0%80", "%F4%90%80%80", "%C3"),
      fc.integer({ min: 0x80, max: 0xff }).map((byte) => `%${byte.toString(16)}`),
      fc.stringMatching(/^[0-9A-Fa-f]$/).map((digit) => `%${digit}`),
    ),
    // Never a hex digit first: it could complete the sequence into a valid one.
    after: fc.stringMatching(/^(?:[g-z-][a-z0-9-]{0,5})?$/),
  })
  .map(({ before, bad, after }) => `${before}${bad}${after}`);

const unique = (numbers: number[]) => [...new Set(numbers)];
/** Past what int4, a double or JSON can hold: where a cast in SQL would fail. */
const PAST_STORAGE = [INT4_MAX, INT4_MAX + 1, -INT4_MAX - 2, 1e10, -1e10, 2 ** 53, 1e308, -1e308];

/** Prices at and one past each limit, on both sides of zero, and numbers past storage. */
export const PRICE_EDGES = unique([
  ...[PRICE_LIMITS.least, PRICE_LIMITS.most].flatMap((limit) => [limit, limit - 1, limit + 1, -limit, -limit + 1, -limit - 1]),
  0, 110.5, ...PAST_STORAGE,
]);

/** Points at and half a point past each end of every league's spread and total, and numbers past storage. */
export const POINT_EDGES = unique([
  ...Object.values(LEAGUE_POINT_RANGES).flatMap((ranges) => Object.values(ranges)).flatMap(({ min, max }) => [min, min - 0.5, max, max + 0.5]),
  0.25, ...PAST_STORAGE,
]);

/** Scores at and one past each end, and ids past int4. */
export const SCORE_EDGES = unique([0, -1, MAX_SCORE, MAX_SCORE + 1, ...PAST_STORAGE]);

/** Any JSON-ish value of a wrong type for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2_147_483_648, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308),
  fc.constantFrom(...PRICE_EDGES, ...POINT_EDGES, ...SCORE_EDGES),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), hostileString, fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(hostileString, fc.oneof(fc.integer(), hostileString), { maxKeys: 3 }),
);

const BODY_FIELDS = [
  "fixtureId", "side", "market", "point", "price", "parlay", "odds", "email", "token", "id", "username", "bio", "picture", "report", "published",
  "homeScore", "awayScore", "message", "where", "digest", "csrfToken", "callbackUrl", "__proto__", "constructor",
];

export const QUERY_KEYS = ["limit", "cursor", "page", "filter", "period", "scope", "search", "league", "sport", "v", "__proto__"];

const base64url = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const MAX_DATE_MS = 8_640_000_000_000_000;

/**
 * Cursors the app never issues, at the edges its codec must refuse: ids past int4 and 2^53, negative, NUL, times
 * before 1970 or past year 9999, dates JavaScript cannot hold (as "<ms>.<id>" and base64url "<iso>|<id>"), garbage.
 * `ids` are real row ids of the test's world (another league's report, a fixture without one, a user id).
 */
export function hostileCursor(ids: string[]): fc.Arbitrary<string> {
  const now = Date.now();
  return fc.oneof(
    fc.constantFrom(...ids),
    fc.constantFrom(
      "2147483648", "2147483647", String(2 ** 53), String(2 ** 53 + 1), "-1", "0", "00001", "1e3", "0x10", " 5", "5\u0000", "\u0000",
      `${now}.2147483648`, `${now}.${2 ** 53}`, `${now}.-1`, `${now}.0`, `-${now}.1`, `${MAX_DATE_MS}.1`, `${MAX_DATE_MS + 1}.1`,
      `999999999999999.1`, `e${MAX_DATE_MS}.1`, `e-1.1`, `e${now}.2147483648`, `${now}.1.1`, `${now}.1\u0000`, "e\u0000",
      base64url("+275760-09-13T00:00:00.001Z|1"), base64url("-271821-04-19T00:00:00.000Z|1"), base64url("+010000-01-01T00:00:00.000Z|1"),
      base64url(`${new Date(now).toISOString()}|2147483648`), base64url(`${new Date(now).toISOString()}|\u0000`), base64url("1e309|x"),
      base64url(`${"9".repeat(300)}|someone`), base64url("1|\u0000"),
    ),
    fc.tuple(fc.integer({ min: -MAX_DATE_MS * 2, max: MAX_DATE_MS * 2 }), fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n })).map(([ms, id]) => `${ms}.${id}`),
    fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes).toString("base64url")),
    fc.tuple(fc.date({ noInvalidDate: true }), fc.integer()).map(([at, id]) => base64url(`${at.toISOString()}|${id}`)),
  );
}

/** JSON nested thousands of levels deep (still under the 16 KB body limit): recursion over it would overflow the stack. */
const DEEP_JSON = [
  `${"[".repeat(8_000)}${"]".repeat(8_000)}`,
  `{"bio":${"[".repeat(8_000)}${"]".repeat(7_999)}`,
  `{"message":${"[".repeat(7_990)}1${"]".repeat(7_990)},"where":"x"}`,
  `${'{"a":'.repeat(2_500)}1${"}".repeat(2_500)}`,
  `[${'{"x":['.repeat(1_500)}${"]}".repeat(1_500)}]`,
];

export type HostileBody =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string }
  | { kind: "oversized"; bytes: number; streamed: boolean };

export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<HostileBody>({ kind: "none" }) },
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...BODY_FIELDS), hostileValue, { maxKeys: 4 }).map((value): HostileBody => ({ kind: "json", value })) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): HostileBody => ({ kind: "json", value })) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.constantFrom("{", "{\"a\":", "[1,2", "nul", "\"unterminated", "{\"a\":1}}", "\u0000", "{'single': 1}", "NaN"), fc.string({ maxLength: 60 }))
      .map((text): HostileBody => ({ kind: "raw", text })),
  },
  { weight: 1, arbitrary: fc.constantFrom(...DEEP_JSON).map((text): HostileBody => ({ kind: "raw", text })) },
  {
    weight: 1,
    arbitrary: fc
      .record({ bytes: fc.constantFrom(17_000, 70_000, 300_000, 6_000_000), streamed: fc.boolean() })
      .map((body): HostileBody => ({ kind: "oversized", ...body })),
  },
);

export const hostileContentType = fc.constantFrom(
  "application/json", "application/json; charset=utf-8", "APPLICATION/JSON", "text/plain", "application/jsonx",
  "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "", undefined,
);

export const hostileHeaders = fc.dictionary(
  fc.constantFrom("x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "origin", "accept", "accept-language", "user-agent", "if-none-match", "cookie"),
  fc.string({ unit: "grapheme-ascii", maxLength: 60 }),
  { maxKeys: 3 },
);

/** The body's bytes, streamed without a Content-Length when asked (so a limit must stop the read itself). */
export function bodyInit(body: HostileBody): BodyInit | undefined {
  switch (body.kind) {
    case "none":
      return undefined;
    case "json":
      return JSON.stringify(body.value) ?? "null";
    case "raw":
      return body.text;
    case "oversized": {
      const chunk = new TextEncoder().encode(`{"bio":"${"x".repeat(65_536)}`);
      if (!body.streamed) return `{"bio":"${"x".repeat(body.bytes)}"}`;
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= body.bytes) return controller.close();
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
    }
  }
}

// fast-check arbitraries for hostile API input: odd strings and numbers, wrong types, malformed or oversized bodies.
import fc from "fast-check";

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

/** Any JSON-ish value of a wrong type for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2_147_483_648, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), hostileString, fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(hostileString, fc.oneof(fc.integer(), hostileString), { maxKeys: 3 }),
);

const BODY_FIELDS = [
  "fixtureId", "side", "parlay", "odds", "email", "token", "id", "username", "bio", "picture", "report", "published",
  "homeScore", "awayScore", "message", "where", "digest", "csrfToken", "callbackUrl", "__proto__", "constructor",
];

export const QUERY_KEYS = ["limit", "cursor", "page", "filter", "period", "scope", "search", "league", "sport", "v", "__proto__"];

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

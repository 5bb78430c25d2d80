// JSON bodies nested past the limit are refused before parsing, without recursion over them.
import { AppError } from "@/lib/errors/app-error";
import { jsonDepthExceeds, MAX_JSON_DEPTH, readJsonBody } from "@/lib/server/net/read-body";

const post = (text: string) => new Request("http://localhost/api/x", { method: "POST", headers: { "content-type": "application/json" }, body: text });

test("8,000 nested arrays are a VALIDATION_ERROR, not a stack overflow", async () => {
  const deep = `{"bio":${"[".repeat(8_000)}${"]".repeat(8_000)}}`;
  await expect(readJsonBody(post(deep))).rejects.toMatchObject({ code: "VALIDATION_ERROR" } satisfies Partial<AppError>);
});

test("depth counts open arrays and objects, never brackets inside strings", () => {
  const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
  expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
  expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  expect(jsonDepthExceeds(JSON.stringify({ bio: "[".repeat(500), q: "\\\"[{" }), MAX_JSON_DEPTH)).toBe(false);
  expect(jsonDepthExceeds(`[${'{"a":'.repeat(40)}[${"[".repeat(30)}`, MAX_JSON_DEPTH)).toBe(true);
});

test("a body within the limit still parses", async () => {
  await expect(readJsonBody(post(`{"a":${"[".repeat(10)}1${"]".repeat(10)}}`))).resolves.toEqual({ a: [[[[[[[[[[1]]]]]]]]]] });
});

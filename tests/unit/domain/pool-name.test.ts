// The pool name rule of the create and edit bodies: spaces allowed (trimmed, runs collapsed), no hidden characters.
import fc from "fast-check";
import { createPoolBody, updatePoolBody } from "@/lib/contracts/pools";
import { usernameSchema } from "@/lib/domain/account-schemas";

const parseName = (name: string): { name: string } | { error: string[] } => {
  const result = createPoolBody.safeParse({ name });
  return result.success ? { name: result.data.name } : { error: result.error.issues.map((issue) => issue.message) };
};

describe("pool names", () => {
  test.each([
    ["Smith Family Picks", "Smith Family Picks"],
    ["  Smith   Family  ", "Smith Family"],
    ["Smith\u00a0\u3000Family", "Smith Family"],
    ["Sunday_Crew", "Sunday_Crew"],
    ["100% A/B #1?", "100% A/B #1?"],
    ["Ｓｍｉｔｈ Picks", "Smith Picks"],
    ["x".repeat(50), "x".repeat(50)],
    [`  ${"x y ".repeat(12)}zz  `, `${"x y ".repeat(12)}zz`],
    [`a${" ".repeat(60)}b`, "a b"],
  ])("%j is stored as %j", (raw, stored) => {
    expect(parseName(raw)).toEqual({ name: stored });
    expect(updatePoolBody.safeParse({ name: raw }).data?.name).toBe(stored);
  });

  test.each([
    ["", "Choose a pool name"],
    ["    ", "Choose a pool name"],
    ["x".repeat(51), "A pool name is at most 50 characters"],
    [`${"x ".repeat(25)}x`, "A pool name is at most 50 characters"],
    ["Smith\tFamily", "A pool name cannot contain control or invisible characters"],
    ["Smith\nFamily", "A pool name cannot contain control or invisible characters"],
    ["Smith\u0000", "A pool name cannot contain control or invisible characters"],
    ["Smith\u200bFamily", "A pool name cannot contain control or invisible characters"],
    ["\u202eSmith", "A pool name cannot contain control or invisible characters"],
    ["Smith\u2028Family", "A pool name cannot contain control or invisible characters"],
    ["Smith\u2029", "A pool name cannot contain control or invisible characters"],
  ])("%j is refused: %s", (raw, message) => {
    expect(parseName(raw)).toEqual({ error: [message] });
    expect(updatePoolBody.safeParse({ name: raw }).success).toBe(false);
  });

  test("whatever is accepted is trimmed, single-spaced, visible, at most 50 long, and accepted again unchanged", () => {
    const spaces = fc.constantFrom(" ", "  ", "\u00a0", "\u3000", "\u2003");
    const words = fc.array(fc.oneof(fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }), spaces), { maxLength: 12 });
    fc.assert(
      fc.property(fc.oneof(words.map((parts) => parts.join("")), fc.string({ unit: "binary", maxLength: 60 })), (raw) => {
        const parsed = parseName(raw);
        if (!("name" in parsed)) return;
        const { name } = parsed;
        expect(name.length).toBeGreaterThanOrEqual(1);
        expect(name.length).toBeLessThanOrEqual(50);
        expect(name).toBe(name.trim());
        expect(name).not.toMatch(/\s\s|[^\S ]/u);
        expect(name).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
        expect(parseName(name)).toEqual({ name });
        expect(parseName(`  ${name.replaceAll(" ", "   ")} `)).toEqual({ name });
      }),
    );
  });

  test("usernames keep their own rule: no spaces at all", () => {
    expect(usernameSchema.safeParse("Smith Family").success).toBe(false);
    expect(usernameSchema.safeParse(" Smith").success).toBe(false);
    expect(usernameSchema.safeParse("Smith_Family").success).toBe(true);
  });
});

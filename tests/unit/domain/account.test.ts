// E-mail normalization and the username rules shared by the forms and the API.
import fc from "fast-check";
import { isReservedUsername, nicknameUrl, normalizeEmail } from "@/lib/domain/account";
import { usernameSchema } from "@/lib/domain/account-schemas";

describe("normalizeEmail", () => {
  test("trims, lower-cases the domain only and applies NFKC", () => {
    expect(normalizeEmail("  Ann.Lee+picks@Example.COM ")).toBe("Ann.Lee+picks@example.com");
    expect(normalizeEmail("ｊｏｅ@example.com")).toBe("joe@example.com"); // full-width letters fold to ASCII
    expect(normalizeEmail("zoë@example.com")).toBe("zoë@example.com");
  });

  test.each([
    "a@b.com,x@evil.com",
    "a@b.com;x@evil.com",
    "a@b.com x@evil.com",
    '"quoted"@example.com',
    '"a@b"@example.com',
    "a＠example.com",
    "a@@example.com",
    "a@example.com\nb@example.com",
    "a.@example.com",
    ".a@example.com",
    "a..b@example.com",
    "a@-example.com",
    "a@example",
    "a@exa_mple.com",
    "<a@example.com>",
    "",
  ])("refuses %j", (raw) => {
    expect(normalizeEmail(raw)).toBeNull();
  });

  test("never returns anything with more or less than one @, or longer than 100", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (raw) => {
        const email = normalizeEmail(raw);
        if (email === null) return;
        expect(email.split("@")).toHaveLength(2);
        expect(email.length).toBeLessThanOrEqual(100);
        expect(normalizeEmail(email)).toBe(email);
      }),
    );
  });
});

describe("usernames", () => {
  test("no whitespace, 1 to 100 characters", () => {
    expect(usernameSchema.safeParse("Picker_1").success).toBe(true);
    expect(usernameSchema.safeParse("x".repeat(100)).success).toBe(true);
    expect(usernameSchema.safeParse("x".repeat(101)).success).toBe(false);
    expect(usernameSchema.safeParse("").success).toBe(false);
    expect(usernameSchema.safeParse("a b").success).toBe(false);
    expect(usernameSchema.safeParse("a\u00a0b").success).toBe(false);
  });

  test("reserved names are matched ignoring case", () => {
    expect(isReservedUsername("Me")).toBe(true);
    expect(isReservedUsername("PICKS")).toBe(true);
    expect(isReservedUsername("mike")).toBe(false);
  });
});

describe("the way back after choosing a nickname", () => {
  test("nicknameUrl remembers the page to return to", () => {
    expect(nicknameUrl("/notifications")).toBe("/nickname?next=%2Fnotifications");
    expect(nicknameUrl("/")).toBe("/nickname");
    expect(nicknameUrl("//evil.example")).toBe("/nickname");
    expect(nicknameUrl("/\t/evil.example")).toBe("/nickname");
  });
});

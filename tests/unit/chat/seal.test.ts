// Webhook URLs are stored sealed: what is stored does not show the URL, and an altered or foreign value does not open.
import { open, seal } from "@/lib/server/chat/seal";

const URL = "https://discord.com/api/webhooks/123456789012345678/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789";
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

test("sealing hides the URL, differs each time, and opens back", () => {
  process.env.CHAT_HOOK_KEY = "a".repeat(32);
  const one = seal(URL);
  const two = seal(URL);
  expect(one).not.toContain("discord");
  expect(one).not.toContain("AbCdEf");
  expect(one).not.toBe(two);
  expect(open(one)).toBe(URL);
  expect(open(two)).toBe(URL);
});

test("an altered value, or one sealed under another key, does not open", () => {
  process.env.CHAT_HOOK_KEY = "a".repeat(32);
  const sealed = seal(URL);
  const [version, iv, tag, body] = sealed.split(".");
  const flipped = Buffer.from(body, "base64url");
  flipped[0] ^= 1;
  expect(open([version, iv, tag, flipped.toString("base64url")].join("."))).toBeUndefined();
  expect(open("v1.x")).toBeUndefined();
  expect(open(URL)).toBeUndefined();
  process.env.CHAT_HOOK_KEY = "b".repeat(32);
  expect(open(sealed)).toBeUndefined();
});

test("without CHAT_HOOK_KEY the key comes from AUTH_SECRET", () => {
  delete process.env.CHAT_HOOK_KEY;
  process.env.AUTH_SECRET = "s".repeat(32);
  const sealed = seal(URL);
  expect(open(sealed)).toBe(URL);
  process.env.AUTH_SECRET = "t".repeat(32);
  expect(open(sealed)).toBeUndefined();
});

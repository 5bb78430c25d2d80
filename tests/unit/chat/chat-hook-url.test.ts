// The webhook URL rules: only Discord's and Slack's webhook hosts and paths, written plainly; every trick that could
// send the server somewhere else is refused before any lookup is made.
import { isChatHookUrl, maskChatHookUrl, parseChatHookUrl } from "@/lib/domain/chat-hook-url";

const ID = "123456789012345678";
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcdefghijklmnopqrstuvwxyzAB";
const DISCORD = `https://discord.com/api/webhooks/${ID}/${TOKEN}`;
const SLACK = "https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdEFGHijklMNOPqrstUVWX";

function accepted(url: string) {
  const parsed = parseChatHookUrl(url);
  if (!isChatHookUrl(parsed)) throw new Error(`refused ${url}: ${parsed.reason}`);
  return parsed;
}

test("Discord's two hosts and Slack's hooks host are accepted, rebuilt from what was checked", () => {
  expect(accepted(DISCORD)).toEqual({ service: "DISCORD", url: DISCORD, host: "discord.com", path: `/api/webhooks/${ID}/${TOKEN}` });
  expect(accepted(DISCORD.replace("discord.com", "discordapp.com")).service).toBe("DISCORD");
  expect(accepted(SLACK).service).toBe("SLACK");
  expect(accepted(`  ${SLACK}  `).url).toBe(SLACK);
});

test.each([
  ["another host", `https://example.com/api/webhooks/${ID}/${TOKEN}`],
  ["a subdomain of an allowed host", `https://evil.discord.com/api/webhooks/${ID}/${TOKEN}`],
  ["an allowed host as a subdomain", `https://discord.com.evil.example/api/webhooks/${ID}/${TOKEN}`],
  ["a look-alike host", `https://disc0rd.com/api/webhooks/${ID}/${TOKEN}`],
  ["a look-alike in Unicode", `https://dіscord.com/api/webhooks/${ID}/${TOKEN}`],
  ["punycode", `https://xn--dscord-8cf.com/api/webhooks/${ID}/${TOKEN}`],
  ["a trailing dot", `https://discord.com./api/webhooks/${ID}/${TOKEN}`],
  ["upper case host", `https://DISCORD.com/api/webhooks/${ID}/${TOKEN}`],
  ["Slack's web host", "https://slack.com/services/T0123ABCD/B0456EFGH/abcdEFGHijklMNOPqrstUVWX"],
  ["http", DISCORD.replace("https:", "http:")],
  ["another scheme", DISCORD.replace("https:", "ftp:")],
  ["no scheme slashes", DISCORD.replace("https://", "https:")],
  ["a user", `https://user@discord.com/api/webhooks/${ID}/${TOKEN}`],
  ["user and password", `https://a:b@discord.com/api/webhooks/${ID}/${TOKEN}`],
  ["userinfo hiding the real host", `https://discord.com@127.0.0.1/api/webhooks/${ID}/${TOKEN}`],
  ["userinfo with an encoded @", `https://discord.com%40127.0.0.1/api/webhooks/${ID}/${TOKEN}`],
  ["a port", `https://discord.com:8443/api/webhooks/${ID}/${TOKEN}`],
  ["the default port written out", `https://discord.com:443/api/webhooks/${ID}/${TOKEN}`],
  ["a query (Discord's ?wait or a redirect target)", `${DISCORD}?redirect=http://127.0.0.1/`],
  ["a fragment", `${DISCORD}#x`],
  ["a dot segment", `https://discord.com/api/webhooks/../../../${ID}/${TOKEN}`],
  ["an encoded dot segment", `https://discord.com/api/webhooks/%2e%2e/${ID}/${TOKEN}`],
  ["encoded letters", `https://discord.com/api/webhook%73/${ID}/${TOKEN}`],
  ["a backslash", `https://discord.com\\api/webhooks/${ID}/${TOKEN}`],
  ["a backslash before the host", `https:\\\\discord.com/api/webhooks/${ID}/${TOKEN}`],
  ["white space inside", `https://discord.com/api/webhooks/${ID} /${TOKEN}`],
  ["a tab inside (the URL parser drops it)", `https://disc\tord.com/api/webhooks/${ID}/${TOKEN}`],
  ["a loopback address", `https://127.0.0.1/api/webhooks/${ID}/${TOKEN}`],
  ["a decimal address", `https://2130706433/api/webhooks/${ID}/${TOKEN}`],
  ["a hex address", `https://0x7f000001/api/webhooks/${ID}/${TOKEN}`],
  ["an IPv6 address", `https://[::1]/api/webhooks/${ID}/${TOKEN}`],
  ["localhost", `https://localhost/api/webhooks/${ID}/${TOKEN}`],
  ["the wrong path on Discord", `https://discord.com/api/users/${ID}/${TOKEN}`],
  ["Discord's path on Slack's host", `https://hooks.slack.com/api/webhooks/${ID}/${TOKEN}`],
  ["Slack's path on Discord's host", "https://discord.com/services/T0123ABCD/B0456EFGH/abcdEFGHijklMNOPqrstUVWX"],
  ["a path past the token", `${DISCORD}/slack`],
  ["a trailing slash", `${DISCORD}/`],
  ["a non-numeric Discord id", `https://discord.com/api/webhooks/abc/${TOKEN}`],
  ["a short token", `https://discord.com/api/webhooks/${ID}/short`],
  ["nothing", "   "],
  ["too long", `${DISCORD}${"a".repeat(400)}`],
])("refuses %s", (_name, url) => {
  expect(isChatHookUrl(parseChatHookUrl(url))).toBe(false);
});

test("a refusal says what is accepted", () => {
  const refused = parseChatHookUrl("https://example.com/hook");
  expect(isChatHookUrl(refused)).toBe(false);
  expect(!isChatHookUrl(refused) && refused.reason).toMatch(/Discord webhook .* Slack incoming webhook/);
});

test("the masked form keeps the host and hides all but the token's last four characters", () => {
  const masked = maskChatHookUrl(accepted(DISCORD));
  expect(masked).toBe(`https://discord.com/api/webhooks/${ID}/••••${TOKEN.slice(-4)}`);
  expect(masked).not.toContain(TOKEN.slice(0, 10));
  expect(maskChatHookUrl(accepted(SLACK))).toBe("https://hooks.slack.com/services/T0123ABCD/B0456EFGH/••••UVWX");
});

// Which group-chat webhook URLs a pool may post to: a Discord or Slack incoming webhook, written plainly, and nothing
// else. The URL is rebuilt from what was checked, so whatever the server connects to is exactly what these rules read.

export type ChatService = "DISCORD" | "SLACK";

export type ChatHookUrl = { service: ChatService; url: string; host: string; path: string };

export type ChatHookUrlRefusal = { ok: false; reason: string };

/** Long enough for any real webhook (Discord's are about 120 characters), short enough to store and show. */
export const CHAT_HOOK_URL_MAX = 300;

/** Each service's own webhook hosts, spelled exactly: no other host, subdomain or look-alike is accepted. */
const HOSTS: Record<string, ChatService> = {
  "discord.com": "DISCORD",
  "discordapp.com": "DISCORD",
  "hooks.slack.com": "SLACK",
};

/** Discord: /api/webhooks/<snowflake id>/<token>. Slack: /services/<team>/<bot>/<secret>. */
const PATHS: Record<ChatService, RegExp> = {
  DISCORD: /^\/api\/webhooks\/\d{15,22}\/[A-Za-z0-9_-]{20,100}$/,
  SLACK: /^\/services\/T[A-Z0-9]{6,20}\/B[A-Z0-9]{6,20}\/[A-Za-z0-9]{16,40}$/,
};

export const CHAT_HOOK_URL_HINT = "Paste a Discord webhook (https://discord.com/api/webhooks/…) or a Slack incoming webhook (https://hooks.slack.com/services/…)";

/**
 * The URL as typed must already be the plain form: https, one of the hosts, no user or password, no port, no query or
 * fragment, no percent-encoding, backslash or white space anywhere. Browsers' URL parsing would quietly turn many tricks
 * (`%2e`, `\`, a trailing dot, a decimal or hex address) into something else; refusing the raw text avoids relying on it.
 */
export function parseChatHookUrl(input: string): ChatHookUrl | ChatHookUrlRefusal {
  const raw = input.trim();
  if (!raw) return refuse("Paste the webhook URL");
  if (raw.length > CHAT_HOOK_URL_MAX) return refuse(`At most ${CHAT_HOOK_URL_MAX} characters`);
  if (/[\s\\%@?#\u0000-\u001f\u007f-\uffff]/.test(raw)) return refuse(CHAT_HOOK_URL_HINT);
  const match = /^https:\/\/([a-z.]+)(\/[A-Za-z0-9_\-/]*)$/.exec(raw);
  if (!match) return refuse(CHAT_HOOK_URL_HINT);
  const [, host, path] = match;
  const service = Object.hasOwn(HOSTS, host) ? HOSTS[host] : undefined;
  if (!service || !PATHS[service].test(path)) return refuse(CHAT_HOOK_URL_HINT);
  // The same answer from the standard parser, or it read something else into the text: refused rather than guessed.
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return refuse(CHAT_HOOK_URL_HINT);
  }
  if (parsed.hostname !== host || parsed.pathname !== path || parsed.port !== "" || parsed.username !== "" || parsed.password !== "") return refuse(CHAT_HOOK_URL_HINT);
  return { service, url: `https://${host}${path}`, host, path };
}

export function isChatHookUrl(value: ChatHookUrl | ChatHookUrlRefusal): value is ChatHookUrl {
  return !("ok" in value);
}

/** What the owner sees: the host and the path's first parts, the secret token reduced to its last four characters. */
export function maskChatHookUrl(hook: ChatHookUrl): string {
  const parts = hook.path.split("/");
  const secret = parts.pop() ?? "";
  return `https://${hook.host}${parts.join("/")}/••••${secret.slice(-4)}`;
}

function refuse(reason: string): ChatHookUrlRefusal {
  return { ok: false, reason };
}

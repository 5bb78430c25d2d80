// The User-Agent of the proxy's own fetch of a shared copy. To a browser Next streams a page's metadata (its title,
// description and Open Graph tags) after the <head> as it resolves; to the crawlers and link previews that read no
// script (Slackbot, Twitterbot, facebookexternalhit, Bingbot...) it renders them in the <head>. A shared copy is
// answered to all of them, so it is rendered as for those: next.config.ts adds this agent to Next's own list of them.
import { HTML_LIMITED_BOT_UA_RE } from "next/dist/shared/lib/router/utils/html-bots";

export const SHARED_COPY_AGENT = "Pickline-SharedCopy/1.0";

/** Next's clients whose pages get their metadata in the <head>: its own list, and the shared copy's fetch. */
export const METADATA_IN_HEAD_AGENTS = new RegExp(`${HTML_LIMITED_BOT_UA_RE.source}|${SHARED_COPY_AGENT.replaceAll(".", "\\.")}`, "i");

// The one markdown renderer of game reports: the public pages and the admin preview both call it.
import MarkdownIt from "markdown-it";
import { isHttpsUrl, isSameOriginPath, safeUrl } from "./safe-url";

/**
 * html: false makes markdown-it escape raw HTML, so `<script>` or `<img onerror>` show as text.
 * Links are always parsed (validateLink accepts all) and the product's URL rule is applied when
 * rendering instead: a forbidden URL keeps its text with an empty href, as the product defines it ("emptied").
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
md.validateLink = () => true;

const renderToken = md.renderer.renderToken.bind(md.renderer);

/** Outbound links pass no ranking or window handle, nor the page they came from. */
const OUTBOUND_REL = "nofollow noopener noreferrer";

md.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = safeUrl(token.attrGet("href") ?? "");
  token.attrSet("href", href);
  if (/^https?:/i.test(href)) token.attrSet("rel", OUTBOUND_REL);
  return self.renderToken(tokens, index, options);
};

const insideLink = (tokens: { type: string }[], index: number) =>
  tokens.slice(0, index).reduce((depth, token) => depth + (token.type === "link_open" ? 1 : token.type === "link_close" ? -1 : 0), 0) > 0;

const renderImage = md.renderer.rules.image;
md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const src = safeUrl(token.attrGet("src") ?? "");
  const external = src !== "" && !isSameOriginPath(src);
  // The page's img-src allows our own origin and https hosts only: an http (or scheme-relative) image would be mixed
  // content or blocked, so it becomes a link to the image, named by its alt text.
  if (external && !isHttpsUrl(src)) {
    const text = md.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env).trim() || "Image");
    // Inside a link already (a linked picture), the text alone: links do not nest.
    return insideLink(tokens, index) ? text : `<a href="${md.utils.escapeHtml(src)}" rel="${OUTBOUND_REL}">${text}</a>`;
  }
  token.attrSet("src", src);
  // Below the fold, pictures wait until the reader scrolls to them and never hold up the text.
  token.attrSet("loading", "lazy");
  token.attrSet("decoding", "async");
  // Another host learns nothing of which report, or whose page, its picture was shown on.
  if (external) token.attrSet("referrerpolicy", "no-referrer");
  return renderImage ? renderImage(tokens, index, options, env, self) : renderToken(tokens, index, options);
};

/** In a stored report every run of backslashes stands for a line break (the product's report format). */
export function normalizeReportText(markdown: string): string {
  return markdown.replace(/\r\n?/g, "\n").replace(/\\+/g, "\n");
}

/** Markdown to an HTML string that is safe to inject: no raw HTML, only allowed URL schemes. */
export function renderMarkdown(markdown: string): string {
  return md.render(normalizeReportText(markdown));
}

/** Plain text of a report for descriptions and excerpts (markdown syntax dropped). */
export function markdownToPlainText(markdown: string, maxLength = 160): string {
  const html = renderMarkdown(markdown);
  // Headings repeat the title and run into the next sentence without a stop: an excerpt skips them.
  const body = html.replace(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/g, " ");
  const text = (body.replace(/<[^>]*>/g, "").trim() ? body : html)
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  // One character is kept for the ellipsis; a space just past the cut still lets the last word in whole.
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut.slice(0, maxLength - 1)).trimEnd()}…`;
}

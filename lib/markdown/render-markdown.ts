// The one markdown renderer of game reports: the public pages and the admin preview both call it.
import MarkdownIt from "markdown-it";
import { safeUrl } from "./safe-url";

/**
 * html: false makes markdown-it escape raw HTML, so `<script>` or `<img onerror>` show as text.
 * Links are always parsed (validateLink accepts all) and the spec's URL rule is applied when
 * rendering instead: a forbidden URL keeps its text with an empty href, as the spec says ("emptied").
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
md.validateLink = () => true;

const renderToken = md.renderer.renderToken.bind(md.renderer);

md.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = safeUrl(token.attrGet("href") ?? "");
  token.attrSet("href", href);
  // Reports are editorial, but a link out should pass no ranking or window handle.
  if (/^https?:/i.test(href)) token.attrSet("rel", "nofollow noopener noreferrer");
  return self.renderToken(tokens, index, options);
};

const renderImage = md.renderer.rules.image;
md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  token.attrSet("src", safeUrl(token.attrGet("src") ?? ""));
  token.attrSet("loading", "lazy");
  return renderImage ? renderImage(tokens, index, options, env, self) : renderToken(tokens, index, options);
};

/** Spec §3: in a stored report every run of backslashes stands for a line break. */
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

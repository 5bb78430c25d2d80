// The report renderer: the product's URL rule, backslash runs, GFM tables and lists, and no raw HTML.
import { markdownToPlainText, normalizeReportText, renderMarkdown } from "@/lib/markdown/render-markdown";
import { isSafeUrl } from "@/lib/markdown/safe-url";
import { pagePolicy } from "@/lib/security/policies";

const hrefOf = (html: string) => /<a [^>]*href="([^"]*)"/.exec(html)?.[1];
const srcOf = (html: string) => /<img [^>]*src="([^"]*)"/.exec(html)?.[1];

describe("link and image URLs", () => {
  test.each([
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    ["java&#x09;script:alert(1)"],
    ["java&#9;script:alert(1)"],
    ["javascript&colon;alert(1)"],
    ["data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["vbscript:msgbox(1)"],
    ["file:///etc/passwd"],
    ["%6Aavascript:alert(1)"],
  ])("a link to %s keeps its text and gets an empty href", (url) => {
    const html = renderMarkdown(`[click](${url})`);
    expect(hrefOf(html)).toBe("");
    expect(html).toContain(">click</a>");
    expect(html.toLowerCase()).not.toMatch(/script:|data:|vbscript|file:/);
  });

  test.each([
    ["https://example.com/a?b=1#c", "https://example.com/a?b=1#c"],
    ["http://example.com", "http://example.com"],
    ["mailto:support@pickline.app", "mailto:support@pickline.app"],
    ["irc://irc.libera.chat/pickline", "irc://irc.libera.chat/pickline"],
    ["ircs://irc.libera.chat/pickline", "ircs://irc.libera.chat/pickline"],
    ["xmpp:fan@example.com", "xmpp:fan@example.com"],
    ["/picks/daily?sport=football&league=nfl", "/picks/daily?sport=football&amp;league=nfl"],
    ["../rules", "../rules"],
    ["#odds", "#odds"],
    ["rules/a:b", "rules/a:b"],
  ])("a link to %s is kept", (url, rendered) => {
    expect(hrefOf(renderMarkdown(`[ok](${url})`))).toBe(rendered);
  });

  test("image sources follow the same rule", () => {
    expect(srcOf(renderMarkdown("![logo](javascript:alert(1))"))).toBe("");
    expect(srcOf(renderMarkdown("![logo](data:image/png;base64,AAAA)"))).toBe("");
    expect(srcOf(renderMarkdown("![logo](/logos/kc.png)"))).toBe("/logos/kc.png");
  });

  test.each([
    ["https://example.com/x.png", "https://example.com/x.png"],
    ["HTTPS://cdn.example.com/kc.png?w=600&h=400", "HTTPS://cdn.example.com/kc.png?w=600&amp;h=400"],
  ])("an https image (%s) is shown with its alt text, lazily, and tells its host nothing of the page", (url, rendered) => {
    const html = renderMarkdown(`Before ![Lineups <today>](${url}) after`);
    const img = /<img [^>]*>/.exec(html)?.[0] ?? "";
    expect(srcOf(html)).toBe(rendered);
    expect(img).toContain('alt="Lineups &lt;today&gt;"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).toContain('referrerpolicy="no-referrer"');
    expect(html).not.toMatch(/<a /);
  });

  test.each([
    ["http://cdn.example.com/kc.png"],
    ["//cdn.example.com/kc.png"],
  ])("an image from another origin that is not https (%s) is no image: it becomes a link to it, named by its alt text", (url) => {
    const html = renderMarkdown(`Before ![Chiefs <logo>](${url}) after`);
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain(">Chiefs &lt;logo&gt;</a>");
    expect(html).toContain('rel="nofollow noopener noreferrer"');
  });

  test.each([["data:image/png;base64,AAAA"], ["javascript:alert(1)"], ["JaVaScRiPt:alert(1)"], ["data:image/svg+xml,%3Csvg%20onload=alert(1)%3E"]])(
    "an image at %s shows nothing from that URL",
    (url) => {
      const html = renderMarkdown(`![logo](${url})`);
      expect(html).toMatch(/<img /);
      expect(html).not.toMatch(/src="[^"]+"/i);
    },
  );

  test("a linked https picture is a picture inside the one link", () => {
    const html = renderMarkdown("[![chart](https://cdn.example.com/c.png)](https://example.com/story)");
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(hrefOf(html)).toBe("https://example.com/story");
    expect(srcOf(html)).toBe("https://cdn.example.com/c.png");
    expect(html).toContain('alt="chart"');
  });

  test("a linked picture from an http host keeps one link, the outer one", () => {
    const html = renderMarkdown("[![chart](http://cdn.example.com/c.png)](https://example.com/story)");
    expect(html).not.toMatch(/<img/i);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(hrefOf(html)).toBe("https://example.com/story");
    expect(html).toContain(">chart</a>");
  });

  test("every image a report still renders is one the page's Content-Security-Policy lets load", () => {
    const imgSrc = /(?:^|; )img-src ([^;]*)/.exec(pagePolicy("n".repeat(24)))?.[1].split(" ") ?? [];
    const markdown = ["/logos/kc.png", "https://cdn.example.com/a.png", "//cdn.example.com/b.png", "logos/c.png", "http://x.test/d.png"]
      .map((url, i) => `![img ${i}](${url})`)
      .join("\n\n");
    const sources = [...renderMarkdown(markdown).matchAll(/<img [^>]*src="([^"]*)"/g)].map((match) => match[1]);
    expect(sources).toEqual(["/logos/kc.png", "https://cdn.example.com/a.png", "logos/c.png"]);
    // data: and blob: never come out of the renderer (the URL rule empties them); http: images never reach the page.
    expect(imgSrc).toEqual(["'self'", "https:", "data:", "blob:"]);
    for (const src of sources) {
      const url = new URL(src, "https://pickline.test/picks/");
      expect(url.origin === "https://pickline.test" || url.protocol === "https:").toBe(true);
    }
  });

  test("reference links and autolinks are checked too", () => {
    expect(hrefOf(renderMarkdown("[x][bad]\n\n[bad]: javascript:alert(1)"))).toBe("");
    expect(hrefOf(renderMarkdown("<javascript:alert(1)>"))).toBe("");
    expect(hrefOf(renderMarkdown("<https://example.com>"))).toBe("https://example.com");
  });

  test("outbound links pass no ranking or opener", () => {
    expect(renderMarkdown("[x](https://example.com)")).toContain('rel="nofollow noopener noreferrer"');
  });

  test("the rule itself normalises case, entities, whitespace and percent escapes", () => {
    expect(isSafeUrl(" JAVASCRIPT:x")).toBe(false);
    expect(isSafeUrl("java\nscript:x")).toBe(false);
    expect(isSafeUrl("java%0Ascript:x")).toBe(false);
    expect(isSafeUrl("HTTPS://example.com")).toBe(true);
    expect(isSafeUrl("page.html")).toBe(true);
  });
});

describe("raw HTML", () => {
  test("<img onerror> and <script> are shown as text, never as elements", () => {
    const html = renderMarkdown('Hi <img src=x onerror="alert(1)"> there\n\n<script>alert(2)</script>');
    expect(html).not.toMatch(/<img|<script/i);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
  });
});

describe("backslash runs", () => {
  test("each run of backslashes becomes one line break", () => {
    expect(normalizeReportText("one\\two\\\\\\three")).toBe("one\ntwo\nthree");
    expect(renderMarkdown("## Title\\\\Body")).toBe("<h2>Title</h2>\n<p>Body</p>\n");
  });

  test("a run between list items splits the list", () => {
    expect(renderMarkdown("- a\\- b")).toBe("<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n");
  });
});

describe("GitHub-flavoured markdown", () => {
  test("tables with alignment", () => {
    const html = renderMarkdown("| Team | Line |\n| --- | ---: |\n| KC | -150 |");
    expect(html).toContain("<table>");
    expect(html).toContain("<th>Team</th>");
    expect(html).toContain('<td style="text-align:right">-150</td>');
  });

  test("ordered and unordered lists, emphasis and strikethrough", () => {
    const html = renderMarkdown("1. first\n2. second\n\n- **bold** and ~~gone~~");
    expect(html).toContain("<ol>\n<li>first</li>\n<li>second</li>\n</ol>");
    expect(html).toContain("<li><strong>bold</strong> and <s>gone</s></li>");
  });
});

describe("plain text excerpts", () => {
  test("drop markup and cut on a word", () => {
    expect(markdownToPlainText("## Head\n\n**Our pick:** Chiefs & <b>", 100)).toBe("Our pick: Chiefs & <b>");
    expect(markdownToPlainText("## Only a heading", 100)).toBe("Only a heading");
    expect(markdownToPlainText("word ".repeat(50), 20)).toBe("word word word word…");
  });
});

// Structured data for search engines, rendered on the server into a JSON-LD script.
export function jsonLdText(data: unknown): string {
  // "<" escaped so a team name or headline can never close the script element ("</script>") or open a comment.
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

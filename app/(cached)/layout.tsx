// The pages a visitor may get from a shared cache (docs/adr-page-caching.md): Next renders each under a nonce the
// proxy made for that render, and keeps the HTML for the page's `revalidate`; the proxy swaps in a fresh nonce per
// answer (lib/security/cached-page.ts). Nothing here may read the caller: everyone gets the same page.
import type { ReactNode } from "react";

export default function CachedPagesLayout({ children }: { children: ReactNode }) {
  return children;
}

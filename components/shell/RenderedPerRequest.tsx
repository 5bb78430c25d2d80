// The layout of every route group whose pages render per request: connection() keeps Next from rendering them at build
// time or caching their HTML, so each answer's scripts carry the nonce of its own Content-Security-Policy (the
// proxy's, docs/adr-csp.md). Only the pages under app/(cached) are shared copies (docs/adr-page-caching.md).
import { connection } from "next/server";
import type { ReactNode } from "react";

export default async function RenderedPerRequest({ children }: { children: ReactNode }) {
  await connection();
  return children;
}

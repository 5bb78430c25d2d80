// The shared copies of pages without a path parameter, at /cached/shared/... (the proxy maps /, /rules, /privacy and
// /contact here). The [copy] parameter is listed by no build, so Next renders these on their first request (under the
// proxy's nonce) instead of at build time, without one.
import { notFound } from "next/navigation";
import type { ReactNode } from "react";

export function generateStaticParams(): { copy: string }[] {
  return [];
}

export default async function CachedCopyLayout({ children, params }: { children: ReactNode; params: Promise<{ copy: string }> }) {
  if ((await params).copy !== "shared") notFound();
  return children;
}

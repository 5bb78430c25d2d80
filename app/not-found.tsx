// The not-found page of every notFound() call, served with status 404. Rendered as part of the page that called it:
// under the answer's nonce for a page rendered per request, under its render's nonce in a shared copy (docs/adr-csp.md).
// URLs no route matches get app/global-not-found.tsx.
import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/shell/NotFoundScreen";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return <NotFoundScreen />;
}

// The not-found page of URLs no route matches (and of the proxy's refusals), served with status 404. Next renders it
// without the root layout, so it brings the document itself; it renders per request, as its scripts need the nonce of
// the answer's Content-Security-Policy. (app/not-found.tsx is part of every page's render, shared copies included, so
// it cannot be the one to ask for that.)
import type { Metadata } from "next";
import { connection } from "next/server";
import { NotFoundScreen } from "@/components/shell/NotFoundScreen";
import { SiteDocument } from "@/components/shell/SiteDocument";

export const metadata: Metadata = { title: "Page not found · Pickline" };

export default async function GlobalNotFound() {
  await connection();
  return (
    <SiteDocument>
      <NotFoundScreen />
    </SiteDocument>
  );
}

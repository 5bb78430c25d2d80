// The client address that per-client limits count: one the client cannot choose (README "Client addresses and proxies").
import "server-only";
import { env } from "@/lib/settings";

export type ProxySettings = {
  /** Running on Vercel, whose edge overwrites x-vercel-forwarded-for and x-real-ip with the connecting address. */
  onVercel: boolean;
  /** Self-hosted: how many proxies of our own append to X-Forwarded-For in front of the app. */
  trustedProxyHops: number;
};

/** The proxy settings of the validated environment. */
export function proxySettings(): ProxySettings {
  const { VERCEL, TRUSTED_PROXY_HOPS } = env();
  return { onVercel: VERCEL === "1", trustedProxyHops: TRUSTED_PROXY_HOPS };
}

/**
 * On Vercel, the platform's own header. Self-hosted, X-Forwarded-For read from the right: every proxy appends the
 * address it was connected from, and `npm start` makes Next.js append the socket's address too
 * (scripts/lib/forwarded-for.mjs), so the hop just left of our trusted proxies is the one nobody upstream could write.
 */
export function clientAddress(request: Request, settings: ProxySettings = proxySettings()): string {
  const headers = request.headers;
  if (settings.onVercel) {
    const platform = headers.get("x-vercel-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip")?.trim();
    return platform || "unknown";
  }
  const hops = (headers.get("x-forwarded-for") ?? "").split(",").map((hop) => hop.trim()).filter(Boolean);
  // Fewer hops than proxies: the request skipped a proxy, so the left-most is the nearest thing to a client.
  return hops[Math.max(hops.length - 1 - settings.trustedProxyHops, 0)] ?? "unknown";
}

// Which push services a device's subscription may point at. The server posts to the subscription's endpoint, so an
// address a browser sends must be one of the browsers' own push services, never a host of our choosing or the network
// the server runs in.

/** Chrome and Android (FCM), Firefox (Mozilla autopush), Safari (Apple), Edge (Windows Push). */
export const PUSH_SERVICE_DOMAINS = ["fcm.googleapis.com", "push.services.mozilla.com", "push.apple.com", "notify.windows.com"] as const;

/** True for an https URL on one of the push services (the domain itself or a subdomain), on the default port. */
export function isPushServiceUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.port !== "" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

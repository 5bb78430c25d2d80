// Mails a sign-in link through Auth.js's e-mail provider: /verify for sign-up, /login/magic for login.
// Callers hit emailSendLimits first, before they write anything else.
import "server-only";
import { runAuthAction } from "./auth-js";
import { siteOrigin } from "@/lib/settings";
import { EMAIL_PROVIDER_ID, linkIdentifier, type LinkPurpose } from "./email-link-provider";

export async function sendEmailLink(input: { purpose: LinkPurpose; email: string }): Promise<void> {
  const body = new URLSearchParams({ email: linkIdentifier(input.purpose, input.email), callbackUrl: siteOrigin() });
  const response = await runAuthAction(`signin/${EMAIL_PROVIDER_ID}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  // Auth.js answers a sent link with a redirect to its "check your mail" page, anything else with its error page.
  const location = response.headers.get("location") ?? "";
  if (!location.includes("/verify-request")) throw new Error(`Auth.js did not send the link (${response.status} ${location})`);
}

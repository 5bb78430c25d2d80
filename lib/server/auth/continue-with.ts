"use server";
// "Continue with Google / GitHub": starts the provider's sign-in through Auth.js (state, PKCE and nonce cookies, then
// the redirect to the provider). A server action: Next.js checks its origin, so Auth.js's CSRF token is not needed.
import { signIn } from "./auth-js";
import { AppError } from "@/lib/errors/app-error";
import { enabledOAuthProviders, type OAuthProviderId } from "./oauth-providers";

export async function continueWith(provider: OAuthProviderId): Promise<void> {
  if (!enabledOAuthProviders().includes(provider)) throw new AppError("NOT_FOUND");
  // Home: the proxy sends a new picker on to choose a nickname, as after an e-mail link.
  await signIn(provider, { redirectTo: "/" });
}

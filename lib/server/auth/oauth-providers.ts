// Google and GitHub sign-in, each offered only when its id and secret are configured. Every provider hands over a
// normalized address and says whether the provider verified it; the sign-in callback links on a verified one only.
import "server-only";
import type { OAuthConfig } from "next-auth/providers";
import GitHub, { type GitHubProfile } from "next-auth/providers/github";
import Google, { type GoogleProfile } from "next-auth/providers/google";
import { normalizeEmail } from "@/lib/domain/account";
import { env, isReadOnlyDeployment } from "@/lib/settings";

export const OAUTH_PROVIDERS = ["google", "github"] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];
export const OAUTH_LABELS: Record<OAuthProviderId, string> = { google: "Google", github: "GitHub" };

/** What the sign-in callback reads from any provider's profile. */
export type VerifiedProfile = { email?: string | null; email_verified?: boolean | null };

/** The providers whose credentials are set, in the order the screens offer them; none where nobody may sign in. */
export function enabledOAuthProviders(): OAuthProviderId[] {
  const s = env();
  if (isReadOnlyDeployment(s)) return [];
  return OAUTH_PROVIDERS.filter((id) => (id === "google" ? s.AUTH_GOOGLE_ID && s.AUTH_GOOGLE_SECRET : s.AUTH_GITHUB_ID && s.AUTH_GITHUB_SECRET));
}

// The User row gets the address only: a provider's name and picture never become the picker's (nickname and avatar are chosen here).
function google(): OAuthConfig<GoogleProfile> {
  const s = env();
  return Google({
    clientId: s.AUTH_GOOGLE_ID,
    clientSecret: s.AUTH_GOOGLE_SECRET,
    ...(s.AUTH_GOOGLE_ISSUER ? { issuer: s.AUTH_GOOGLE_ISSUER } : {}),
    checks: ["pkce", "state", "nonce"],
    // Linking by address is safe here because the sign-in callback refuses an address the provider has not verified.
    allowDangerousEmailAccountLinking: true,
    profile: (profile) => ({ id: profile.sub, email: normalizeEmail(profile.email ?? ""), name: null, image: null }),
  });
}

type GitHubEmail = { email: string; primary: boolean; verified: boolean };

function github(): OAuthConfig<GitHubProfile> {
  const s = env();
  const provider = GitHub({
    clientId: s.AUTH_GITHUB_ID,
    clientSecret: s.AUTH_GITHUB_SECRET,
    checks: ["pkce", "state"],
    allowDangerousEmailAccountLinking: true,
    profile: (profile) => ({ id: String(profile.id), email: normalizeEmail(profile.email ?? ""), name: null, image: null }),
  });
  const userinfoUrl = "https://api.github.com/user";
  return {
    ...provider,
    // GitHub's public profile address may be unverified: the primary address from /user/emails, with its flag, decides.
    userinfo: {
      url: userinfoUrl,
      async request({ tokens }: { tokens: { access_token?: string } }) {
        const headers = { Authorization: `Bearer ${tokens.access_token}`, "User-Agent": "pickline" };
        const profile = (await (await fetch(userinfoUrl, { headers })).json()) as GitHubProfile & VerifiedProfile;
        const response = await fetch(`${userinfoUrl}/emails`, { headers });
        const primary = response.ok ? ((await response.json()) as GitHubEmail[]).find((entry) => entry.primary) : undefined;
        return { ...profile, email: primary?.email ?? null, email_verified: primary?.verified === true };
      },
    },
  } as OAuthConfig<GitHubProfile>;
}

export function oauthProviders(): (OAuthConfig<GitHubProfile> | OAuthConfig<GoogleProfile>)[] {
  return enabledOAuthProviders().map((id) => (id === "google" ? google() : github()));
}

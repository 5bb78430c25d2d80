// "Continue with Google" / "Continue with GitHub" above the e-mail field: one form per configured provider, none without.
import { continueWith } from "@/lib/server/auth/continue-with";
import { enabledOAuthProviders, OAUTH_LABELS } from "@/lib/server/auth/oauth-providers";
import { ProviderButton } from "./ProviderButton";
import styles from "./AuthForms.module.css";

export function ProviderButtons() {
  const providers = enabledOAuthProviders();
  if (providers.length === 0) return null;
  return (
    <div className={styles.providers}>
      {providers.map((provider) => (
        <ProviderButton key={provider} action={continueWith.bind(null, provider)} label={OAUTH_LABELS[provider]} />
      ))}
      <p className={styles.divider}>or with an e-mail link</p>
    </div>
  );
}

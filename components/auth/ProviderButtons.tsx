// "Continue with Google" / "Continue with GitHub" above the e-mail field: one form per configured provider, none without.
import { continueWith } from "@/lib/server/auth/continue-with";
import { enabledOAuthProviders, OAUTH_LABELS } from "@/lib/server/auth/oauth-providers";
import { Button } from "@/components/ui/Button";
import styles from "./AuthForms.module.css";

export function ProviderButtons() {
  const providers = enabledOAuthProviders();
  if (providers.length === 0) return null;
  return (
    <div className={styles.providers}>
      {providers.map((provider) => (
        <form key={provider} action={continueWith.bind(null, provider)}>
          <Button type="submit" variant="secondary" block>
            Continue with {OAUTH_LABELS[provider]}
          </Button>
        </form>
      ))}
      <p className={styles.divider}>or with an e-mail link</p>
    </div>
  );
}

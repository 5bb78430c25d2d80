"use client";
// The own profile's sign-in section: the ways this picker signs in (the e-mail link, linked Google or GitHub accounts),
// unlinking one while another remains, and "Sign out of all devices" (every session, bearer tokens included).
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { useToast } from "@/components/ui/toast/use-toast";
import { clearStoredUser } from "@/lib/client/stored-user";
import type { SignInMethod, SignInMethods as Methods } from "@/lib/contracts/sign-in-methods";
import { api } from "@/lib/client/api";
import { useApiMutation } from "@/lib/swr/use-api-mutation";
import { useGoHome } from "./use-go-home";
import styles from "./SignInMethods.module.css";

type Provider = Exclude<SignInMethod["id"], "email">;

export function SignInMethods({ initial }: { initial: Methods }) {
  const toast = useToast();
  const goHome = useGoHome();
  const [methods, setMethods] = useState(initial.methods);
  const { trigger, submitting } = useApiMutation();

  async function unlink(id: Provider, label: string) {
    const result = await trigger(api.signInMethods.unlink, {
      params: { provider: id },
      errorToast: true,
      message: () => `${label} could not be unlinked`,
    });
    if (result.ok) {
      setMethods(result.data.methods);
      toast.success(`${label} unlinked`);
    }
  }

  async function signOutEverywhere() {
    const result = await trigger(api.auth.logoutEverywhere, { errorToast: true, message: () => "Signing out failed" });
    if (!result.ok) return;
    clearStoredUser();
    goHome();
  }

  return (
    <section className={styles.panel} aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">Sign-in</h2>
      <ul className={styles.list} aria-label="Sign-in methods">
        {methods.map(({ id, label, removable }) => (
          <li key={id} className={styles.method}>
            <span className={styles.label}>{label}</span>
            {/* The e-mail link is never removable: only a linked provider can be unlinked. */}
            {removable && id !== "email" ? (
              <Button size="sm" variant="secondary" disabled={submitting} onClick={() => void unlink(id, label)}>
                Unlink {label}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <div>
        <Button variant="danger" disabled={submitting} onClick={() => void signOutEverywhere()}>
          Sign out of all devices
        </Button>
      </div>
    </section>
  );
}

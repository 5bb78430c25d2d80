"use client";
// The own profile's sign-in section: the ways this picker signs in (the e-mail link, linked Google or GitHub accounts),
// unlinking one while another remains, and "Sign out of all devices" (every session, bearer tokens included).
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { useToast } from "@/components/ui/toast/use-toast";
import { clearStoredUser } from "@/lib/client/stored-user";
import type { SignInMethods as Methods } from "@/lib/contracts/sign-in-methods";
import { useApiMutation } from "@/lib/swr/use-api-mutation";
import { useGoHome } from "./use-go-home";
import styles from "./SignInMethods.module.css";

export function SignInMethods({ initial }: { initial: Methods }) {
  const toast = useToast();
  const goHome = useGoHome();
  const [methods, setMethods] = useState(initial.methods);
  const { trigger, submitting } = useApiMutation();

  async function unlink(id: string, label: string) {
    const result = await trigger<Methods>(`/api/user/sign-in-methods/${id}`, {
      method: "DELETE",
      errorToast: true,
      message: () => `${label} could not be unlinked`,
    });
    if (result.ok) {
      setMethods(result.data.methods);
      toast.success(`${label} unlinked`);
    }
  }

  async function signOutEverywhere() {
    const result = await trigger("/api/logout/everywhere", { method: "POST", errorToast: true, message: () => "Signing out failed" });
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
            {removable ? (
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

// The home page's prompt for a signed-in user whose e-mail is not verified yet (where /signup and /login send them):
// a client island, so the page's HTML is the same for everyone; nothing for visitors and verified pickers.
"use client";
import { VERIFY_EMAIL_ANCHOR } from "@/lib/settings/site";
import { isUnverifiedShell } from "@/lib/domain/shell-user";
import { useShellUser } from "@/lib/swr/use-shell-user";
import { VerifyEmailNotice } from "./VerifyEmailNotice";
import styles from "./AuthForms.module.css";

export function VerifyEmailPrompt() {
  const { state } = useShellUser();
  if (!isUnverifiedShell(state?.user ?? null)) return null;
  return (
    // The header's and side menu's Verify links point here.
    <div id={VERIFY_EMAIL_ANCHOR} className={styles.card}>
      <VerifyEmailNotice headingLevel={2} />
    </div>
  );
}

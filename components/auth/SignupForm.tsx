// The sign-up form: e-mails a link; the same answer whether or not the address already had an account.
"use client";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { EmailForm } from "./EmailForm";
import { api } from "@/lib/client/api";
import styles from "./AuthForms.module.css";

/** `providers`: "Continue with Google / GitHub", rendered by the server above the e-mail field. */
export function SignupForm({ providers }: { providers?: ReactNode }) {
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <div role="status">
        <h1 className={styles.title}>All set!</h1>
        <p className={styles.subtitle}>To login, click on the link in the mail you&apos;ve just received</p>
      </div>
    );
  }
  return (
    <div>
      <h1 className={styles.title}>Signup</h1>
      <p className={styles.subtitle}>Pick winners for free. We will send you a link to confirm your e-mail address.</p>
      {providers}
      <EmailForm
        submitLabel="Signup"
        noValidate
        endpoint={api.auth.signup}
        onSent={() => setDone(true)}
      />
      <p className={styles.footer}>
        Already a picker? <Link href="/login">Login</Link>
      </p>
    </div>
  );
}

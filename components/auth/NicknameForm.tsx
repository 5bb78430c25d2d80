// 'Choose a picker nickname': PUT /api/user { username }; a taken name says so, any other failure is UNKNOWN's text.
"use client";
import { useId, useState, type FormEvent } from "react";
import { writeStoredUser, type ClientStoredUser } from "@/lib/client/stored-user";
import { USERNAME_HINT, USERNAME_MAX } from "@/lib/domain/account";
import { isApiError } from "@/lib/swr/api-error";
import { apiFetch } from "@/lib/swr/fetcher";
import { Button } from "@/components/ui/Button";
import styles from "./AuthForms.module.css";

export function NicknameForm({ initial = "", onDone }: { initial?: string; onDone: (user: ClientStoredUser) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const username = String(new FormData(event.currentTarget).get("username") ?? "");
    setBusy(true);
    setError(null);
    try {
      const user = await apiFetch<ClientStoredUser>("/api/user", { method: "PUT", body: { username } });
      writeStoredUser(user);
      onDone(user);
    } catch (caught) {
      setError(isApiError(caught) && caught.code === "CONFLICT" ? caught.message : "An error has occured");
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={busy}>
      <h1 className={styles.title}>Choose a picker nickname</h1>
      <label className={styles.label} htmlFor={`${id}-username`}>
        Username
      </label>
      <input
        id={`${id}-username`}
        className={styles.input}
        name="username"
        required
        maxLength={USERNAME_MAX}
        pattern="\S+"
        title={USERNAME_HINT}
        defaultValue={initial}
        autoComplete="username"
        autoFocus
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {USERNAME_HINT}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" loading={busy} block>
        Save
      </Button>
    </form>
  );
}

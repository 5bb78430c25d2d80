// 'Choose a picker nickname': PUT /api/user { username }; a taken name says so, any other failure is UNKNOWN's text.
"use client";
import { useState, type FormEvent } from "react";
import { api } from "@/lib/client/api";
import { writeStoredUser, type ClientStoredUser } from "@/lib/client/stored-user";
import { USERNAME_HINT, USERNAME_MAX } from "@/lib/domain/account";
import { FALLBACK_ERROR_MESSAGE } from "@/lib/domain/messages";
import { isApiError } from "@/lib/client/api-error";
import { useApiMutation } from "@/lib/swr/use-api-mutation";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import styles from "./AuthForms.module.css";

export function NicknameForm({ initial = "", onDone }: { initial?: string; onDone: (user: ClientStoredUser) => void }) {
  const { trigger, submitting, error } = useApiMutation();
  // Still busy after success, while the page moves on.
  const [done, setDone] = useState(false);
  const busy = submitting || done;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const username = String(new FormData(event.currentTarget).get("username") ?? "");
    const result = await trigger(api.users.update, {
      body: { username },
      message: (caught) => (isApiError(caught) && caught.code === "CONFLICT" ? caught.message : FALLBACK_ERROR_MESSAGE),
    });
    if (!result.ok) return;
    setDone(true);
    writeStoredUser(result.data);
    onDone(result.data);
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={busy}>
      <h1 className={styles.title}>Choose a picker nickname</h1>
      <Input
        label="Username"
        name="username"
        required
        maxLength={USERNAME_MAX}
        pattern="\S+"
        title={USERNAME_HINT}
        defaultValue={initial}
        autoComplete="username"
        autoFocus
        hint={USERNAME_HINT}
      />
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

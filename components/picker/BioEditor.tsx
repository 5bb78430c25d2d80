// Own-profile bio: shown as text with an edit button; editing shows an n/100 counter and the button turns into a check.
"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { TextArea } from "@/components/ui/TextArea";
import { BIO_MAX } from "@/lib/domain/account";
import { api } from "@/lib/client/api";
import { useApiMutation } from "@/lib/swr/use-api-mutation";
import styles from "./BioEditor.module.css";

export function BioEditor({ initialBio }: { initialBio: string }) {
  const router = useRouter();
  const [bio, setBio] = useState(initialBio);
  const [draft, setDraft] = useState(initialBio);
  const [editing, setEditing] = useState(false);
  const { trigger, submitting: saving, error } = useApiMutation();

  async function save() {
    const result = await trigger(api.users.update, { body: { bio: draft.trim() } });
    if (!result.ok) return;
    setBio(draft.trim());
    setEditing(false);
    router.refresh();
  }

  if (!editing) {
    return (
      <div className={styles.row}>
        <p className={bio ? styles.bio : styles.placeholder}>{bio || "Tell other pickers about yourself."}</p>
        <button type="button" className={styles.icon} aria-label="Edit bio" data-icon="edit" onClick={() => { setDraft(bio); setEditing(true); }}>
          <EditIcon />
        </button>
      </div>
    );
  }

  const hasText = draft.trim().length > 0;
  return (
    <form className={styles.row} onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <TextArea
        label="Bio"
        hideLabel
        hint={`${draft.length}/${BIO_MAX}`}
        error={error}
        className={styles.field}
        name="bio"
        value={draft}
        maxLength={BIO_MAX}
        rows={2}
        autoFocus
        onChange={(event) => setDraft(event.target.value.slice(0, BIO_MAX))}
      />
      <button type="submit" className={styles.icon} aria-label="Save bio" data-icon={hasText ? "check" : "edit"} disabled={saving}>
        {hasText ? <CheckIcon /> : <EditIcon />}
      </button>
    </form>
  );
}

function EditIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M4 20h4L19 9l-4-4L4 16v4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M5 12l5 5L20 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

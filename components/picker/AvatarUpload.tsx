// Own-profile picture with a file input accepting images; uploads as multipart and refreshes the page.
"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { refreshShellUser } from "@/lib/swr/use-shell-user";
import { PickerAvatar } from "./PickerAvatar";
import styles from "./AvatarUpload.module.css";

export function AvatarUpload({ src, name }: { src: string | null; name: string }) {
  const router = useRouter();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setBusy(true);
    setError(null);
    const form = new FormData();
    form.append("picture", file);
    try {
      const response = await fetch("/api/user/upload/profile-picture", { method: "POST", body: form, credentials: "same-origin" });
      const body = (await response.json().catch(() => null)) as { error?: { message: string } } | null;
      if (!response.ok) throw new Error(body?.error?.message ?? "An error has occured");
      router.refresh();
      // The header shows the picture too.
      void refreshShellUser();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "An error has occured");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.wrap}>
      <PickerAvatar src={src} name={name} size={96} />
      <label htmlFor={inputId} className={styles.label} aria-busy={busy}>
        {busy ? "Uploading..." : "Change picture"}
      </label>
      <input
        id={inputId}
        type="file"
        name="picture"
        accept="image/*"
        className="visually-hidden"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      {error ? <span role="alert" className={styles.error}>{error}</span> : null}
    </div>
  );
}

// Own-profile picture with a file input accepting images; uploads as multipart and refreshes the page.
"use client";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { api } from "@/lib/client/api";
import { useApiMutation } from "@/lib/swr/use-api-mutation";
import { SHELL_USER_KEY } from "@/lib/swr/use-shell-user";
import { PickerAvatar } from "./PickerAvatar";
import styles from "./AvatarUpload.module.css";

export function AvatarUpload({ picture, name }: { picture: string | null; name: string }) {
  const router = useRouter();
  const inputId = useId();
  const { trigger, submitting: busy, error } = useApiMutation();

  async function upload(file: File) {
    const form = new FormData();
    form.append("picture", file);
    // The header shows the picture too.
    const result = await trigger(api.users.uploadPicture, { form, revalidate: [SHELL_USER_KEY] });
    if (result.ok) router.refresh();
  }

  return (
    <div className={styles.wrap}>
      <PickerAvatar picture={picture} name={name} size={96} />
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

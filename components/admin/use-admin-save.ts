"use client";
// An admin form's save (PUT through the shared write path) and the one status line it shows: saving, the first field issue, or what was done.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { fieldErrorMessage } from "@/lib/swr/api-error";
import { useApiMutation } from "@/lib/swr/use-api-mutation";

export type SaveStatus = { kind: "idle" | "saving" | "saved" | "error"; message: string };

export function useAdminSave() {
  const router = useRouter();
  const { trigger, submitting, error } = useApiMutation();
  const [done, setDone] = useState("");

  /** The saved payload, or null when refused (the status line says why; signed out, the login panel opens). */
  async function save<T>(url: string, body: unknown, doneMessage: string): Promise<T | null> {
    setDone("");
    const result = await trigger<T>(url, { method: "PUT", body, message: fieldErrorMessage });
    if (!result.ok) return null;
    setDone(doneMessage);
    router.refresh();
    return result.data;
  }

  const status: SaveStatus = submitting
    ? { kind: "saving", message: "Saving…" }
    : error
      ? { kind: "error", message: error }
      : { kind: done ? "saved" : "idle", message: done };
  return { save, status };
}

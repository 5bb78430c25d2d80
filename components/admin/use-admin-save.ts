"use client";
// An admin form's save (a declared write through the shared path) and the one status line it shows: saving, the first field issue, or what was done.
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ApiRoute, DeclarationOf } from "@/lib/client/api-route";
import type { CallInput } from "@/lib/client/call-api";
import type { PayloadOf } from "@/lib/contracts/endpoint";
import { fieldErrorMessage } from "@/lib/client/api-error";
import { useApiMutation, type MutationEndpoint, type WriteOptions } from "@/lib/swr/use-api-mutation";

export type SaveStatus = { kind: "idle" | "saving" | "saved" | "error"; message: string };

export function useAdminSave() {
  const router = useRouter();
  const { trigger, submitting, error } = useApiMutation();
  const [done, setDone] = useState("");

  /** The saved payload, or null when refused (the status line says why; signed out, the login panel opens). */
  async function save<R extends ApiRoute<MutationEndpoint>>(route: R, input: CallInput<DeclarationOf<R>>, doneMessage: string): Promise<PayloadOf<DeclarationOf<R>> | null> {
    setDone("");
    const result = await trigger(route, { ...input, message: fieldErrorMessage } as WriteOptions<R>);
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

"use client";
// Pool writes through the one mutation path: which button is busy, and the refusal's words (a field's own message first).
import { useState } from "react";
import type { ApiRoute, DeclarationOf } from "@/lib/client/api-route";
import type { CallInput } from "@/lib/client/call-api";
import type { PayloadOf } from "@/lib/contracts/endpoint";
import { fieldErrorMessage } from "@/lib/client/api-error";
import { useApiMutation, type MutationEndpoint, type WriteOptions } from "@/lib/swr/use-api-mutation";

export function usePoolAction() {
  const { trigger, error } = useApiMutation();
  const [busy, setBusy] = useState<string | null>(null);

  /** `name` says which button is busy; the answer is returned, or undefined when the write was refused. */
  async function run<R extends ApiRoute<MutationEndpoint>>(name: string, route: R, input: CallInput<DeclarationOf<R>>): Promise<PayloadOf<DeclarationOf<R>> | undefined> {
    setBusy(name);
    try {
      const result = await trigger(route, { ...input, message: fieldErrorMessage } as WriteOptions<R>);
      return result.ok ? result.data : undefined;
    } finally {
      setBusy(null);
    }
  }

  return { run, busy, failure: error };
}

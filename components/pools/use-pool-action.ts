"use client";
// Pool writes through the one mutation path: which button is busy, the refusal's words (a field's own message first)
// and the fields it named.
import { useState } from "react";
import type { ApiRoute, DeclarationOf } from "@/lib/client/api-route";
import type { CallInput } from "@/lib/client/call-api";
import type { PayloadOf } from "@/lib/contracts/endpoint";
import { fieldErrorMessage, isApiError, type ApiIssue } from "@/lib/client/api-error";
import { useApiMutation, type MutationEndpoint, type WriteOptions } from "@/lib/swr/use-api-mutation";

export function usePoolAction() {
  const { trigger, error } = useApiMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [issues, setIssues] = useState<ApiIssue[]>([]);

  /** `name` says which button is busy; the answer is returned, or undefined when the write was refused. */
  async function run<R extends ApiRoute<MutationEndpoint>>(name: string, route: R, input: CallInput<DeclarationOf<R>>): Promise<PayloadOf<DeclarationOf<R>> | undefined> {
    setBusy(name);
    setIssues([]);
    try {
      const message = (error: unknown) => {
        setIssues(isApiError(error) ? (error.issues ?? []) : []);
        return fieldErrorMessage(error);
      };
      const result = await trigger(route, { ...input, message } as WriteOptions<R>);
      return result.ok ? result.data : undefined;
    } finally {
      setBusy(null);
    }
  }

  /** `issues`: the fields the last refusal named, for forms that show each message at its field. */
  return { run, busy, failure: error, issues };
}

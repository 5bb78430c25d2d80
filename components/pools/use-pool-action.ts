"use client";
// Runs one pool write at a time: busy while it runs, and the refusal's words (a field's own message first) when it fails.
import { useState } from "react";
import { isApiError } from "@/lib/swr/api-error";

export function refusalText(problem: unknown): string {
  if (isApiError(problem)) return problem.issues?.[0]?.message ?? problem.message;
  return problem instanceof Error ? problem.message : "An error has occured";
}

export function usePoolAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** `name` says which button is busy; the action's result is returned, or undefined when it failed. */
  async function run<T>(name: string, action: () => Promise<T>): Promise<T | undefined> {
    setBusy(name);
    setFailure(null);
    try {
      return await action();
    } catch (problem) {
      setFailure(refusalText(problem));
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  return { run, busy, failure };
}

// The header's view of the caller (GET /api/user/shell): loaded in the browser, so no page's HTML depends on the caller.
"use client";
import useSWR, { mutate } from "swr";
import type { ShellState } from "@/lib/contracts/users";
import { api, apiPath } from "@/lib/client/api";
import { fetcher } from "./fetcher";

export const SHELL_USER_KEY = apiPath(api.users.shell);

const VISITOR: ShellState = { user: null, unreadCount: 0 };

/**
 * `state` is undefined until the first answer (the header shows a placeholder then). A failed load
 * degrades to the visitor header, as the server-rendered header did when the database was down.
 */
export function useShellUser(): { state: ShellState | undefined } {
  const { data, error } = useSWR<ShellState>(SHELL_USER_KEY, fetcher);
  return { state: data ?? (error ? VISITOR : undefined) };
}

/** After a sign-in, sign-out or profile change: the header asks again. */
export function refreshShellUser(): Promise<unknown> {
  return mutate(SHELL_USER_KEY);
}

// The signed-in user on the client (GET /api/user/me); null when signed out. Keeps the stored user in step.
"use client";
import useSWR from "swr";
import { clearStoredUser, writeStoredUser, type ClientStoredUser } from "@/lib/client/stored-user";
import { isApiError } from "@/lib/client/api-error";
import { api, apiPath, callApi } from "@/lib/client/api";

export const CURRENT_USER_KEY = apiPath(api.users.me);

async function loadCurrentUser(): Promise<ClientStoredUser | null> {
  try {
    const user = await callApi(api.users.me, { quietUnauthorized: true });
    writeStoredUser(user);
    return user;
  } catch (error) {
    // Signed out is a state, not an error: no login panel for merely asking who we are.
    if (isApiError(error) && error.code === "UNAUTHORIZED") {
      clearStoredUser();
      return null;
    }
    throw error;
  }
}

/** `enabled: false` asks nothing (and reads as signed out): for callers that already know there is no session. */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  const { data, error, isLoading, mutate } = useSWR(enabled ? CURRENT_USER_KEY : null, loadCurrentUser, { revalidateOnFocus: false });
  return { user: data ?? null, error, isLoading, mutate };
}

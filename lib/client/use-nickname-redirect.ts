// Sends a verified picker without a nickname to /nickname when the server refuses an action for that reason.
"use client";
import { usePathname, useRouter } from "next/navigation";
import { useCallback } from "react";
import { nicknameUrl } from "@/lib/domain/account";
import { NICKNAME_REQUIRED } from "@/lib/domain/pick-rules";
import { isApiError } from "./api-error";

function needsNickname(error: unknown): boolean {
  return isApiError(error) && (error.details as { reason?: unknown } | undefined)?.reason === NICKNAME_REQUIRED;
}

/** Returns true when it took over (the browser is on its way to /nickname, then back here). */
export function useNicknameRedirect(): (error: unknown) => boolean {
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(
    (error: unknown) => {
      if (!needsNickname(error)) return false;
      router.push(nicknameUrl(pathname));
      return true;
    },
    [router, pathname],
  );
}

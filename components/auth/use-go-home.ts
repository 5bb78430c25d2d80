// Goes to / after the session changed: refresh makes the server-rendered layout (the header) read the new cookie.
"use client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";

export function useGoHome(): () => void {
  const router = useRouter();
  return useCallback(() => {
    router.replace("/");
    router.refresh();
  }, [router]);
}

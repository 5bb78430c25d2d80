"use client";
// useToast(): show SUCCESS, WARNING and ERROR toasts from any client component under the root layout.
import { useContext } from "react";
import { ToastContext } from "@/lib/ui/toast-context";
import type { ToastApi } from "@/lib/ui/toast-types";

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs <ToastProvider> above it (the root layout renders one).");
  return api;
}

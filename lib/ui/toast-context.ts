"use client";
// The toast API's context: the shell's ToastProvider fills it; client code outside components (the mutation hook) reads it.
import { createContext } from "react";
import type { ToastApi } from "./toast-types";

export const ToastContext = createContext<ToastApi | null>(null);

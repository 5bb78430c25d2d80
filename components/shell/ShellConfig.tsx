"use client";
// Runtime settings the client screens need (the support address), handed down from the server layout.
import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_SUPPORT_EMAIL } from "@/lib/config/site";

type ShellConfig = { supportEmail: string };

const ShellConfigContext = createContext<ShellConfig>({ supportEmail: DEFAULT_SUPPORT_EMAIL });

export function ShellConfigProvider({ value, children }: { value: ShellConfig; children: ReactNode }) {
  return <ShellConfigContext.Provider value={value}>{children}</ShellConfigContext.Provider>;
}

export function useShellConfig(): ShellConfig {
  return useContext(ShellConfigContext);
}

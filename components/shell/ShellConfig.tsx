"use client";
// Runtime settings the client screens need (the support address, the server's time zone), handed down from the server layout.
import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_SUPPORT_EMAIL } from "@/lib/settings/site";
import { DEFAULT_TIMEZONE } from "@/lib/settings/environment";

/** timeZone: APP_TIMEZONE, which the browser cannot read itself; times render in it until the viewer's zone is known. */
type ShellConfig = { supportEmail: string; timeZone: string };

const ShellConfigContext = createContext<ShellConfig>({ supportEmail: DEFAULT_SUPPORT_EMAIL, timeZone: DEFAULT_TIMEZONE });

export function ShellConfigProvider({ value, children }: { value: ShellConfig; children: ReactNode }) {
  return <ShellConfigContext.Provider value={value}>{children}</ShellConfigContext.Provider>;
}

export function useShellConfig(): ShellConfig {
  return useContext(ShellConfigContext);
}

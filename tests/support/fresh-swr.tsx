// The providers a component test renders a list in: a fresh SWR cache without deduping, so each test's requests reach
// its own mocked fetch and no answer carries over from an earlier test.
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { LoginPanelProvider } from "@/components/auth/LoginPanelProvider";
import { ToastProvider } from "@/components/ui/toast/ToastProvider";

export function FreshSwr({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

/** A fixture board's providers: the fresh cache, the toasts a failed pick raises and the login panel a visitor's pick opens. */
export function BoardProviders({ children }: { children: ReactNode }) {
  return (
    <FreshSwr>
      <ToastProvider>
        <LoginPanelProvider>{children}</LoginPanelProvider>
      </ToastProvider>
    </FreshSwr>
  );
}

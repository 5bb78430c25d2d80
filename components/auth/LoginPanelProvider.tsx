// Opens the login panel over the current page: on demand (openLoginPanel) and whenever a client call gets UNAUTHORIZED.
"use client";
import { usePathname, useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { Drawer } from "@/components/ui/Drawer";
import { clearStoredUser } from "@/lib/client/stored-user";
import { UNAUTHORIZED_EVENT, type UnauthorizedDetail } from "@/lib/client/api-fetch";
import { LOGIN_PANEL_TITLE, LoginPanel } from "./LoginPanel";

type LoginPanelContext = { openLoginPanel: () => void; closeLoginPanel: () => void };

const Context = createContext<LoginPanelContext>({ openLoginPanel: () => {}, closeLoginPanel: () => {} });

export function useLoginPanel(): LoginPanelContext {
  return useContext(Context);
}

/** `providers`: the server-rendered "Continue with ..." buttons the panel shows above its e-mail field. */
export function LoginPanelProvider({ children, providers }: { children: ReactNode; providers?: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const openLoginPanel = useCallback(() => setOpen(true), []);
  const closeLoginPanel = useCallback(() => setOpen(false), []);

  useEffect(() => {
    function onUnauthorized(event: Event) {
      // The server no longer knows this browser: its stored user is stale.
      clearStoredUser();
      if ((event as CustomEvent<UnauthorizedDetail>).detail?.redirect) router.push("/login");
      else setOpen(true);
    }
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [router]);

  // Any navigation (the Signup link, a redirect) closes the panel: state adjusted during render, no effect needed.
  const [path, setPath] = useState(pathname);
  if (path !== pathname) {
    setPath(pathname);
    setOpen(false);
  }

  const value = useMemo(() => ({ openLoginPanel, closeLoginPanel }), [openLoginPanel, closeLoginPanel]);

  return (
    <Context.Provider value={value}>
      {children}
      <Drawer open={open} onClose={closeLoginPanel} title={LOGIN_PANEL_TITLE}>
        <LoginPanel onNavigate={closeLoginPanel} providers={providers} />
      </Drawer>
    </Context.Provider>
  );
}

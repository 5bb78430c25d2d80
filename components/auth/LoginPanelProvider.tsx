// Opens the login panel over the current page: on demand (openLoginPanel) and whenever a client call gets UNAUTHORIZED.
"use client";
import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { clearStoredUser } from "@/lib/client/stored-user";
import { UNAUTHORIZED_EVENT, type UnauthorizedDetail } from "@/lib/swr/fetcher";
import { LOGIN_PANEL_TITLE_ID, LoginPanel } from "./LoginPanel";
import styles from "./LoginPanelProvider.module.css";

type LoginPanelContext = { openLoginPanel: () => void; closeLoginPanel: () => void };

const Context = createContext<LoginPanelContext>({ openLoginPanel: () => {}, closeLoginPanel: () => {} });

export function useLoginPanel(): LoginPanelContext {
  return useContext(Context);
}

export function LoginPanelProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
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

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // showModal traps focus and makes the page behind inert; Escape closes through the "close" event.
    if (open && !element.open) {
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", ""); // engines without <dialog> support (jsdom)
    }
    if (!open && element.open) {
      if (typeof element.close === "function") element.close();
      else element.removeAttribute("open");
    }
  }, [open]);

  const value = useMemo(() => ({ openLoginPanel, closeLoginPanel }), [openLoginPanel, closeLoginPanel]);

  return (
    <Context.Provider value={value}>
      {children}
      <dialog
        ref={dialog}
        className={styles.panel}
        aria-labelledby={LOGIN_PANEL_TITLE_ID}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false); // a click on the backdrop
        }}
      >
        {open && (
          <div className={styles.body}>
            <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label="Close">
              ×
            </button>
            <LoginPanel onNavigate={() => setOpen(false)} />
          </div>
        )}
      </dialog>
    </Context.Provider>
  );
}

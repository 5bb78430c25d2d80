// The header's picker search: a labelled icon button opening a panel with the pickers feed's search (input `search`).
"use client";
import clsx from "clsx";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { PickerSearch } from "@/components/social/PickerSearch";
import { SearchIcon } from "@/components/ui/icons";
import { useCurrentUser } from "@/lib/swr/use-current-user";
import { useShellUser } from "@/lib/swr/use-shell-user";
import headerStyles from "./Header.module.css";
import styles from "./HeaderSearch.module.css";

/**
 * Rendered only while open, so closed pages never ask who the caller is. The header's shell state says first whether
 * anyone is signed in: a visitor's browser never asks GET /api/user/me, which could only answer 401.
 */
function SearchPanel({ id, onKeyDown }: { id: string; onKeyDown: (event: KeyboardEvent) => void }) {
  const { state } = useShellUser();
  const { user } = useCurrentUser({ enabled: Boolean(state?.user) });
  return (
    <div id={id} className={styles.panel} onKeyDown={onKeyDown}>
      <PickerSearch compact signedIn={user !== null} callerId={user?.id ?? null} />
    </div>
  );
}

export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A result was followed to a profile: the panel has done its job. State adjusted during render, no effect needed.
  const pathname = usePathname();
  const [path, setPath] = useState(pathname);
  if (path !== pathname) {
    setPath(pathname);
    setOpen(false);
  }

  // A click anywhere else closes it, like any disclosure.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    setOpen(false);
    button.current?.focus();
  }

  return (
    <div ref={wrapper} className={styles.wrapper}>
      <button
        ref={button}
        type="button"
        className={clsx(headerStyles.menuButton, styles.toggle)}
        aria-label="Search pickers"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <SearchIcon size={22} />
      </button>
      {open ? <SearchPanel id={panelId} onKeyDown={onKeyDown} /> : null}
    </div>
  );
}

"use client";
// The small-screen menu button and the side drawer it opens; a route change closes the drawer.
import { useState } from "react";
import { usePathname } from "next/navigation";
import { MenuIcon } from "@/components/ui/icons";
import { useShellUser } from "@/lib/swr/use-shell-user";
import { SideDrawer } from "./SideDrawer";
import styles from "./Header.module.css";

export function MobileMenu() {
  const { state } = useShellUser();
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [seenPath, setSeenPath] = useState(pathname);
  // Closing while rendering (not in an effect) so the old page never paints with the drawer still open.
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    if (open) setOpen(false);
  }
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon size={24} />
        <span className="visually-hidden">Menu</span>
      </button>
      <SideDrawer open={open} onClose={() => setOpen(false)} user={state?.user ?? null} pathname={pathname} />
    </>
  );
}

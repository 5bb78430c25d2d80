"use client";
// A generic overlay panel (side menu, login panel): blurred backdrop, close button, Escape, focus trap, focus restored on close.
import clsx from "clsx";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "./icons";
import { focusableWithin, trapTab } from "./focus-trap";
import styles from "./Drawer.module.css";

type Props = {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name; shown as its heading unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  side?: "left" | "right";
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
};

export function Drawer({ open, onClose, title, hideTitle = false, side = "right", children, footer, className }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    if (root) (focusableWithin(root)[0] ?? root).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.stopPropagation();
        closeRef.current();
      } else if (panel.current) {
        trapTab(event, panel.current);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      // Back to whatever opened the drawer, so keyboard users keep their place.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open || typeof document === "undefined") return null;

  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" data-testid="drawer-backdrop" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={clsx(styles.panel, styles[side], className)}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? "visually-hidden" : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

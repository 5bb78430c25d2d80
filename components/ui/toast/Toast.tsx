"use client";
// One toast: a check icon for SUCCESS, an error icon for WARNING and ERROR, and a dismiss button.
import clsx from "clsx";
import { AlertCircleIcon, CheckCircleIcon, CloseIcon } from "../icons";
import type { ToastItem } from "@/lib/ui/toast-types";
import styles from "./Toast.module.css";

const LEVEL_CLASS = { SUCCESS: styles.success, WARNING: styles.warning, ERROR: styles.error } as const;
const LEVEL_LABEL = { SUCCESS: "Success", WARNING: "Warning", ERROR: "Error" } as const;

export function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const Icon = toast.level === "SUCCESS" ? CheckCircleIcon : AlertCircleIcon;
  return (
    // The role sits inside the list item: a list item that is itself a status or an alert is no list item (axe's list rule).
    <li>
      <div className={clsx(styles.toast, LEVEL_CLASS[toast.level])} role={toast.level === "ERROR" ? "alert" : "status"} data-level={toast.level}>
        <Icon className={styles.icon} size={22} data-icon={toast.level === "SUCCESS" ? "check" : "error"} />
        <p className={styles.message}>
          <span className="visually-hidden">{LEVEL_LABEL[toast.level]}: </span>
          {toast.message}
        </p>
        <button type="button" className={styles.dismiss} onClick={() => onDismiss(toast.id)} aria-label="Dismiss message">
          <CloseIcon size={16} />
        </button>
      </div>
    </li>
  );
}

"use client";
// Holds the visible toasts, removes each after its timeout, and renders them in one screen-reader live region.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ToastContext } from "@/lib/ui/toast-context";
import { Toast } from "./Toast";
import { DEFAULT_TOAST_TIMEOUT_MS, type ToastApi, type ToastItem, type ToastOptions } from "@/lib/ui/toast-types";
import styles from "./Toast.module.css";

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      const timeout = options.timeout ?? DEFAULT_TOAST_TIMEOUT_MS;
      setToasts((list) => [...list, { id, message, level: options.level ?? "ERROR", timeout }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), timeout),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, timeout) => show(message, { level: "SUCCESS", timeout }),
      warning: (message, timeout) => show(message, { level: "WARNING", timeout }),
      error: (message, timeout) => show(message, { level: "ERROR", timeout }),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={styles.viewport} aria-label="Messages">
        {/* Always rendered, so screen readers already watch it when the first toast arrives. */}
        <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
          {toasts.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}

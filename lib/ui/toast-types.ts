// Toast levels and the default lifetime (5000 ms).

export const TOAST_LEVELS = ["WARNING", "ERROR", "SUCCESS"] as const;
export type ToastLevel = (typeof TOAST_LEVELS)[number];

/** A toast disappears after this many milliseconds unless it is given its own timeout. */
export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

export type ToastOptions = { level?: ToastLevel; timeout?: number };

export type ToastItem = { id: number; message: string; level: ToastLevel; timeout: number };

export type ToastApi = {
  show: (message: string, options?: ToastOptions) => number;
  success: (message: string, timeout?: number) => number;
  warning: (message: string, timeout?: number) => number;
  error: (message: string, timeout?: number) => number;
  dismiss: (id: number) => void;
};

"use client";
// What every kit form control shares: the label, the hint, and the browser's (or the server's) message under the field.
import clsx from "clsx";
import { useId, useState, type ChangeEvent, type FocusEvent, type FormEvent, type ReactNode } from "react";
import styles from "./Input.module.css";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Handlers<E extends Control> = { onInvalid?: (event: FormEvent<E>) => void; onChange?: (event: ChangeEvent<E>) => void; onBlur?: (event: FocusEvent<E>) => void };

export type FieldProps = {
  label: string;
  hint?: string;
  hideLabel?: boolean;
  /** A refusal of this field by the server, shown like the browser's own message. */
  error?: string | null;
};

/** The control's id, its aria wiring and the handlers that keep its message in step with its validity. */
export function useField(id: string | undefined, { hint, error }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const [ownMessage, setMessage] = useState("");
  const message = ownMessage || error || "";
  const recheck = (control: Control) => {
    if (ownMessage) setMessage(control.validity.valid ? "" : control.validationMessage);
  };
  /** The control's own handlers, wrapped so its message follows its validity. */
  function handlers<E extends Control>({ onInvalid, onChange, onBlur }: Handlers<E>): Required<Handlers<E>> {
    return {
      // The browser fires "invalid" on submit; its validationMessage is localised and matches the constraint that failed.
      onInvalid: (event) => {
        event.preventDefault();
        setMessage(event.currentTarget.validationMessage);
        onInvalid?.(event);
      },
      // Typing clears the browser's message (a half-typed address is not yet wrong); the next submit checks again.
      onChange: (event) => {
        setMessage("");
        onChange?.(event);
      },
      onBlur: (event) => {
        recheck(event.currentTarget);
        onBlur?.(event);
      },
    };
  }
  return {
    controlId,
    message,
    control: {
      id: controlId,
      "aria-invalid": message ? true : undefined,
      "aria-describedby": clsx(hint && `${controlId}-hint`, message && `${controlId}-message`) || undefined,
    },
    handlers,
  };
}

export function Field({ controlId, label, hint, hideLabel = false, message, className, children }: FieldProps & { controlId: string; message: string; className?: string; children: ReactNode }) {
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={controlId} className={hideLabel ? "visually-hidden" : styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {message && (
        <p id={`${controlId}-message`} className={styles.message} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

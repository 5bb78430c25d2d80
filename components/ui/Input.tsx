"use client";
// A labelled text input that shows the browser's own validation message under the field once it is invalid, or the server's.
import clsx from "clsx";
import { useId, useState, type ChangeEvent, type FocusEvent, type FormEvent, type InputHTMLAttributes } from "react";
import styles from "./Input.module.css";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  hideLabel?: boolean;
  /** A refusal of this field by the server, shown like the browser's own message. */
  error?: string | null;
};

export function Input({ label, hint, hideLabel = false, error, id, className, onInvalid, onChange, onBlur, ...rest }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const [ownMessage, setMessage] = useState("");
  const message = ownMessage || error || "";
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;

  // The browser fires "invalid" on submit; its validationMessage is localised and matches the constraint that failed.
  function handleInvalid(event: FormEvent<HTMLInputElement>) {
    event.preventDefault();
    setMessage(event.currentTarget.validationMessage);
    onInvalid?.(event);
  }

  function recheck(input: HTMLInputElement) {
    if (ownMessage) setMessage(input.validity.valid ? "" : input.validationMessage);
  }

  const describedBy = clsx(hint && hintId, message && messageId) || undefined;

  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={inputId} className={hideLabel ? "visually-hidden" : styles.label}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        className={clsx(styles.input, message && styles.invalid)}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        onInvalid={handleInvalid}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          recheck(event.currentTarget);
          onChange?.(event);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          recheck(event.currentTarget);
          onBlur?.(event);
        }}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {message && (
        <p id={messageId} className={styles.message} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

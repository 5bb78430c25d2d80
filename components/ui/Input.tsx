"use client";
// A labelled text input that shows the browser's own validation message under the field once it is invalid, or the server's.
import clsx from "clsx";
import type { InputHTMLAttributes } from "react";
import { Field, useField, type FieldProps } from "./Field";
import styles from "./Input.module.css";

type Props = InputHTMLAttributes<HTMLInputElement> & FieldProps;

export function Input({ label, hint, hideLabel, error, id, className, onInvalid, onChange, onBlur, ...rest }: Props) {
  const field = useField(id, { label, hint, error });
  return (
    <Field controlId={field.controlId} label={label} hint={hint} hideLabel={hideLabel} message={field.message} className={className}>
      <input
        {...rest}
        {...field.control}
        {...field.handlers({ onInvalid, onChange, onBlur })}
        className={clsx(styles.input, field.message && styles.invalid)}
      />
    </Field>
  );
}

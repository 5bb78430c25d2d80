"use client";
// A labelled select with the same label, hint and message as Input.
import clsx from "clsx";
import type { SelectHTMLAttributes } from "react";
import { Field, useField, type FieldProps } from "./Field";
import styles from "./Input.module.css";

type Props = SelectHTMLAttributes<HTMLSelectElement> & FieldProps;

export function Select({ label, hint, hideLabel, error, id, className, onInvalid, onChange, onBlur, children, ...rest }: Props) {
  const field = useField(id, { label, hint, error });
  return (
    <Field controlId={field.controlId} label={label} hint={hint} hideLabel={hideLabel} message={field.message} className={className}>
      <select {...rest} {...field.control} {...field.handlers({ onInvalid, onChange, onBlur })} className={clsx(styles.input, field.message && styles.invalid)}>
        {children}
      </select>
    </Field>
  );
}

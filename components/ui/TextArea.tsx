"use client";
// A labelled multi-line field with the same label, hint and message as Input.
import clsx from "clsx";
import type { TextareaHTMLAttributes } from "react";
import { Field, useField, type FieldProps } from "./Field";
import styles from "./Input.module.css";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps;

export function TextArea({ label, hint, hideLabel, error, id, className, onInvalid, onChange, onBlur, ...rest }: Props) {
  const field = useField(id, { label, hint, error });
  return (
    <Field controlId={field.controlId} label={label} hint={hint} hideLabel={hideLabel} message={field.message} className={className}>
      <textarea
        {...rest}
        {...field.control}
        {...field.handlers({ onInvalid, onChange, onBlur })}
        className={clsx(styles.input, styles.textarea, field.message && styles.invalid)}
      />
    </Field>
  );
}

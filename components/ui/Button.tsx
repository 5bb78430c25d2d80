// The button of the design system: variants, sizes, and a loading state that disables it and shows a spinner.
import clsx from "clsx";
import Link from "next/link";
import type { ButtonHTMLAttributes, ComponentProps, ReactNode } from "react";
import { Spinner } from "./Spinner";
import styles from "./Button.module.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "accent";
export type ButtonSize = "sm" | "md" | "lg";

type Look = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

export function buttonClassName({ variant = "primary", size = "md", block = false }: Look, extra?: string): string {
  return clsx(styles.button, styles[variant], styles[size], block && styles.block, extra);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look & { loading?: boolean; icon?: ReactNode };

export function Button({ variant, size, block, loading = false, icon, disabled, className, children, type = "button", ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
      <span>{children}</span>
    </button>
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & Look & { icon?: ReactNode };

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, size, block, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link {...rest} className={buttonClassName({ variant, size, block }, className)}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}

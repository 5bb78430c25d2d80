// A small rotating ring; announced as "Loading" unless it decorates something that already says so.
import clsx from "clsx";
import styles from "./Spinner.module.css";

type Props = { label?: string; size?: "sm" | "md" | "lg"; decorative?: boolean; className?: string };

export function Spinner({ label = "Loading", size = "md", decorative = false, className }: Props) {
  return (
    <span
      className={clsx(styles.spinner, styles[size], className)}
      role={decorative ? undefined : "status"}
      aria-hidden={decorative || undefined}
    >
      {!decorative && <span className="visually-hidden">{label}</span>}
    </span>
  );
}

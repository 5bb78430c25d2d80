// A surface that groups related content, with an optional heading.
import clsx from "clsx";
import type { HTMLAttributes, ReactNode } from "react";
import styles from "./Card.module.css";

type Props = HTMLAttributes<HTMLElement> & {
  title?: ReactNode;
  /** The heading level that fits the page outline (h2 by default). */
  headingLevel?: 2 | 3;
  tone?: "default" | "brand" | "night";
  padding?: "sm" | "md" | "lg";
};

export function Card({ title, headingLevel = 2, tone = "default", padding = "md", className, children, ...rest }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section {...rest} className={clsx(styles.card, tone !== "default" && styles[tone], styles[padding], className)}>
      {title && <Heading className={styles.title}>{title}</Heading>}
      {children}
    </section>
  );
}

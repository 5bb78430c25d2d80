"use client";
// A horizontal list (league tabs, network picks) that shows a scroll indicator while its last item is not fully visible.
import clsx from "clsx";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronRightIcon } from "@/components/ui/icons";
import styles from "./ScrollList.module.css";

/** The last item counts as visible from 99% on. */
export const SCROLL_INDICATOR_THRESHOLD = 0.99;

type Props = { label: string; children: ReactNode; className?: string; as?: "ul" | "ol" };

export function ScrollList({ label, children, className, as: List = "ul" }: Props) {
  const scroller = useRef<HTMLUListElement & HTMLOListElement>(null);
  const [lastHidden, setLastHidden] = useState(false);

  useEffect(() => {
    const root = scroller.current;
    const last = root?.lastElementChild;
    if (!root || !last || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => setLastHidden(entry.intersectionRatio < SCROLL_INDICATOR_THRESHOLD),
      { root, threshold: SCROLL_INDICATOR_THRESHOLD },
    );
    observer.observe(last);
    return () => observer.disconnect();
  }, [children]);

  return (
    <div className={clsx(styles.wrap, className)}>
      <List ref={scroller} className={styles.list} aria-label={label}>
        {children}
      </List>
      {lastHidden && (
        <span className={styles.indicator} data-testid="scroll-indicator" aria-hidden="true">
          <ChevronRightIcon size={18} />
        </span>
      )}
    </div>
  );
}

"use client";
// "Show more members" under a card pool's grid or table read a page at a time: it reads the next page and says how many
// members are shown once it has come, in a polite live region a screen reader announces. When the last page has come
// the button goes, and focus moves to that count instead of falling to the page's top; while a page loads the button
// stays enabled (a disabled button would drop the keyboard's focus) and only says so.
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/Button";
import styles from "./MoreMembers.module.css";

type Props = {
  /** Rows shown so far. */
  shown: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** The id of the grid's or table's heading, which tells apart the buttons of several lists. */
  describedBy: string;
};

export function MoreMembers({ shown, hasMore, loading, onMore, describedBy }: Props) {
  const count = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (hasMore || !asked.current) return;
    asked.current = false;
    count.current?.focus();
  }, [hasMore]);
  return (
    <div className={styles.more}>
      <p ref={count} className={styles.count} role="status" tabIndex={-1}>
        {shown === 1 ? "1 member shown" : `${shown} members shown`}
      </p>
      {hasMore ? (
        <Button
          variant="secondary"
          size="sm"
          aria-busy={loading || undefined}
          aria-describedby={describedBy}
          onClick={() => {
            if (loading) return;
            asked.current = true;
            onMore();
          }}
        >
          {loading ? "Loading more members…" : "Show more members"}
        </Button>
      ) : null}
    </div>
  );
}

// The "Load more" button under a paginated list: busy while the next page loads, gone when there is none.
"use client";
import { Button } from "./Button";
import styles from "./LoadMore.module.css";

type Props = { hasMore: boolean; loading: boolean; onLoadMore: () => void; label?: string };

export function LoadMore({ hasMore, loading, onLoadMore, label = "Load more" }: Props) {
  if (!hasMore) return null;
  return (
    <div className={styles.row}>
      <Button variant="secondary" size="sm" loading={loading} onClick={onLoadMore}>
        {label}
      </Button>
    </div>
  );
}

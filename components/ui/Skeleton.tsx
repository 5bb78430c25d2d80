// Loading placeholders: a shimmering block, and a list of rows (the leaderboard shows 25, notifications 5).
import clsx from "clsx";
import styles from "./Skeleton.module.css";

type BlockProps = { width?: number | string; height?: number | string; round?: boolean; className?: string };

export function Skeleton({ width = "100%", height = 16, round = false, className }: BlockProps) {
  return <span className={clsx(styles.block, round && styles.round, className)} style={{ width, height }} aria-hidden="true" />;
}

type RowsProps = { rows: number; label?: string; avatar?: boolean; className?: string };

/** One announcement for the whole list ("Loading ..."), not one per row. */
export function SkeletonRows({ rows, label = "Loading", avatar = true, className }: RowsProps) {
  return (
    <div role="status" aria-label={label} className={clsx(styles.rows, className)}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row} data-testid="skeleton-row">
          {avatar && <Skeleton width={36} height={36} round />}
          <span className={styles.lines}>
            <Skeleton width={`${55 + ((index * 17) % 35)}%`} height={14} />
            <Skeleton width="30%" height={12} />
          </span>
          <Skeleton width={56} height={18} />
        </div>
      ))}
    </div>
  );
}

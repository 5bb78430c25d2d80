// 25 placeholder rows while a leaderboard loads (the product's count).
import { Skeleton } from "@/components/ui/Skeleton";
import styles from "./Leaderboard.module.css";

export const LEADERBOARD_SKELETON_ROWS = 25;

export function LeaderboardSkeleton() {
  return (
    <ol className={styles.list} aria-busy="true" aria-label="Loading the leaderboard">
      {Array.from({ length: LEADERBOARD_SKELETON_ROWS }, (_, index) => (
        <li key={index} className={styles.row} data-testid="leaderboard-skeleton">
          <Skeleton width={24} height={14} />
          <Skeleton width={40} height={40} round />
          <Skeleton grow height={14} />
          <Skeleton width={64} height={14} />
        </li>
      ))}
    </ol>
  );
}

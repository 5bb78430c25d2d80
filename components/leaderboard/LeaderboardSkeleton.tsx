// 25 placeholder rows while a leaderboard loads (the product's count).
import styles from "./Leaderboard.module.css";

export const LEADERBOARD_SKELETON_ROWS = 25;

export function LeaderboardSkeleton() {
  return (
    <ol className={styles.list} aria-busy="true" aria-label="Loading the leaderboard">
      {Array.from({ length: LEADERBOARD_SKELETON_ROWS }, (_, index) => (
        <li key={index} className={styles.row} data-testid="leaderboard-skeleton">
          <span className={styles.shimmer} style={{ width: 24 }} />
          <span className={styles.shimmer} style={{ width: 40, height: 40, borderRadius: "50%" }} />
          <span className={styles.shimmer} style={{ flex: 1 }} />
          <span className={styles.shimmer} style={{ width: 64 }} />
        </li>
      ))}
    </ol>
  );
}

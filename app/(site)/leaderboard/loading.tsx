// While a period's ranking renders on the server: the heading and 25 skeleton rows.
import { LeaderboardSkeleton } from "@/components/leaderboard/LeaderboardSkeleton";
import styles from "./page.module.css";

export default function LeaderboardLoading() {
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Leaderboard</h1>
      <LeaderboardSkeleton />
    </main>
  );
}

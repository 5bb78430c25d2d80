// While a league page renders on the server: match-row placeholders with a date and two teams.
import { FixtureRowSkeleton } from "@/components/fixtures/FixtureRowSkeleton";
import styles from "./page.module.css";

export default function Loading() {
  return (
    <main className={styles.main}>
      <FixtureRowSkeleton count={5} />
    </main>
  );
}

// A board's "Show more" button: asks for the next page, and says so while it loads.
import styles from "./Leaderboard.module.css";

type Props = { loading: boolean; disabled: boolean; onMore: () => void };

export function ShowMore({ loading, disabled, onMore }: Props) {
  return (
    <button type="button" className={styles.more} onClick={onMore} disabled={disabled}>
      {loading ? "Loading…" : "Show more"}
    </button>
  );
}

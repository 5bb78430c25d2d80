// A picker's round picture in a leaderboard row, or their initial when they have none.
import styles from "./PickerAvatar.module.css";

export function PickerAvatar({ src, name }: { src: string | null; name: string | null }) {
  // Decorative: the username beside it already names the picker for screen readers.
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt="" width={40} height={40} className={styles.avatar} />;
  }
  return (
    <span className={styles.avatar} aria-hidden="true" data-placeholder="true">
      {(name ?? "?").slice(0, 1).toUpperCase()}
    </span>
  );
}

// The overall win rate as one bar split into won, lost and pending shares, with a text legend.
import { formatPercent } from "@/lib/domain/format";
import styles from "./WinrateBar.module.css";

type Props = { winRate: { WIN: number; LOOSE: number; PENDING: number } };

export function WinrateBar({ winRate }: Props) {
  const parts = [
    { key: "win", label: "Won", value: winRate.WIN },
    { key: "loss", label: "Lost", value: winRate.LOOSE },
    { key: "pending", label: "Pending", value: winRate.PENDING },
  ];
  const summary = parts.map((part) => `${part.label} ${formatPercent(part.value / 100)}`).join(", ");
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>Win rate</figcaption>
      <div className={styles.bar} role="img" aria-label={`Win rate: ${summary}`}>
        {parts.map((part) =>
          part.value > 0 ? <span key={part.key} className={styles[part.key as keyof typeof styles]} style={{ width: `${part.value}%` }} /> : null,
        )}
      </div>
      <ul className={styles.legend}>
        {parts.map((part) => (
          <li key={part.key}>
            <span className={`${styles.dot} ${styles[part.key as keyof typeof styles]}`} aria-hidden="true" />
            {part.label} {formatPercent(part.value / 100)}
          </li>
        ))}
      </ul>
    </figure>
  );
}

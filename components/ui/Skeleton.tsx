// Loading placeholder: one shimmering block; the fixture, leaderboard and notification skeletons lay these out.
import clsx from "clsx";
import styles from "./Skeleton.module.css";

type Props = { width?: number | string; height?: number | string; round?: boolean; /** Takes the rest of a flex row. */ grow?: boolean; className?: string };

export function Skeleton({ width = "100%", height = 16, round = false, grow = false, className }: Props) {
  return <span className={clsx(styles.block, round && styles.round, grow && styles.grow, className)} style={{ width: grow ? undefined : width, height }} aria-hidden="true" />;
}

// Cumulative actual against expected points as a server-rendered SVG, with its text alternative and a plain legend.
import type { SkillCurvePoint } from "@/lib/contracts/skill";
import { formatPoints } from "@/lib/domain/format";
import styles from "./SkillCard.module.css";

// Drawn in a 360-unit-wide box so its text stays about its CSS size on a 375 px phone.
const WIDTH = 360;
const HEIGHT = 190;
const PAD = { left: 44, right: 12, top: 12, bottom: 26 };

function scale(points: readonly SkillCurvePoint[]) {
  const values = points.flatMap((p) => [p.actual, p.expected]);
  const low = Math.min(0, ...values);
  const high = Math.max(1, ...values);
  const x = (i: number) => PAD.left + (i / (points.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + ((high - v) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  return { low, high, x, y };
}

const shortDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function SkillChart({ points, idPrefix }: { points: readonly SkillCurvePoint[]; idPrefix: string }) {
  if (points.length < 2) return null;
  const { low, high, x, y } = scale(points);
  const line = (pick: (p: SkillCurvePoint) => number) => points.map((p, i) => `${x(i).toFixed(1)},${y(pick(p)).toFixed(1)}`).join(" ");
  const first = points[0];
  const last = points[points.length - 1];
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className={styles.svg}>
        <title id={titleId}>Points scored against points the odds expected, added up day by day</title>
        <desc id={descId}>
          {`From ${shortDay(first.day)} to ${shortDay(last.day)}: ${formatPoints(last.actual)} points scored, ${formatPoints(last.expected)} expected.`}
        </desc>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className={styles.axis} />
        <text x={PAD.left - 6} y={y(high) + 4} textAnchor="end" className={styles.tick}>{formatPoints(high)}</text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" className={styles.tick}>0</text>
        {low < 0 && <text x={PAD.left - 6} y={y(low) + 4} textAnchor="end" className={styles.tick}>{formatPoints(low)}</text>}
        <text x={PAD.left} y={HEIGHT - 6} className={styles.tick}>{shortDay(first.day)}</text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className={styles.tick}>{shortDay(last.day)}</text>
        <polyline points={line((p) => p.expected)} className={styles.expected} />
        <polyline points={line((p) => p.actual)} className={styles.actual} />
      </svg>
      <figcaption className={styles.legend}>
        <span><span className={styles.actualKey} aria-hidden="true" /> Points scored</span>
        <span><span className={styles.expectedKey} aria-hidden="true" /> Points the odds expected</span>
      </figcaption>
    </figure>
  );
}

// A team's badge: an SVG monogram in the team colour, its text black or white, whichever contrasts more.
import clsx from "clsx";
import { needsOutline, readableTextColor } from "@/lib/ui/color-contrast";
import styles from "./TeamBadge.module.css";

export type TeamBadgeSize = "small" | "normal";

type Props = {
  abbreviation: string;
  color: string;
  /** Team name for screen readers; leave out when the name is written next to the badge. */
  name?: string;
  size?: TeamBadgeSize;
  className?: string;
};

const PIXELS: Record<TeamBadgeSize, number> = { small: 24, normal: 40 };
const FALLBACK_COLOR = "#4b5563";

/** The letters a badge shows: a button holding one names it with them (its name repeats what it shows). */
export const badgeText = (abbreviation: string) => abbreviation.slice(0, 4);

export function TeamBadge({ abbreviation, color, name, size = "normal", className }: Props) {
  const px = PIXELS[size];
  const label = name ? { role: "img" as const, "aria-label": name } : { "aria-hidden": true as const };
  const fill = /^#?[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color.trim()) ? (color.startsWith("#") ? color : `#${color}`) : FALLBACK_COLOR;
  const text = badgeText(abbreviation);
  // Long abbreviations shrink so they stay inside the shape.
  const fontSize = text.length >= 4 ? 10 : text.length === 3 ? 12.5 : 15;
  return (
    <svg
      width={px}
      height={px}
      viewBox="0 0 40 40"
      className={clsx(styles.badge, className)}
      data-badge="monogram"
      focusable="false"
      {...label}
    >
      <rect
        x="1"
        y="1"
        width="38"
        height="38"
        rx="19"
        fill={fill}
        stroke={needsOutline(fill) ? "#b9c1d0" : "none"}
        strokeWidth="1.5"
      />
      <text
        x="20"
        y="20.5"
        textAnchor="middle"
        dominantBaseline="middle"
        fill={readableTextColor(fill)}
        fontSize={fontSize}
        fontWeight="800"
        fontFamily="var(--font-sans)"
        letterSpacing="-0.02em"
      >
        {text}
      </text>
    </svg>
  );
}

// A simple ball icon per sport for league cards and tabs.
import { Icon } from "@/components/ui/icons";
import type { Sport } from "@/lib/domain/leagues";

const PATHS: Record<Sport, React.ReactNode> = {
  football: (
    <>
      <ellipse cx="12" cy="12" rx="10" ry="6.5" transform="rotate(-35 12 12)" />
      <path d="m9 15 6-6M10.5 11l2.5 2.5M12 9.5l2.5 2.5" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M2.5 12h19M12 2.5v19M5.3 5.3c3.6 3.6 3.6 9.8 0 13.4M18.7 5.3c-3.6 3.6-3.6 9.8 0 13.4" />
    </>
  ),
  hockey: (
    <>
      <ellipse cx="12" cy="9" rx="8.5" ry="3.5" />
      <path d="M3.5 9v5c0 1.9 3.8 3.5 8.5 3.5s8.5-1.6 8.5-3.5V9" />
    </>
  ),
  baseball: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M6 4.5c2.5 4.5 2.5 10.5 0 15M18 4.5c-2.5 4.5-2.5 10.5 0 15" />
    </>
  ),
};

export function SportIcon({ sport, size = 24 }: { sport: Sport; size?: number }) {
  return (
    <Icon size={size} strokeWidth={1.8}>
      {PATHS[sport]}
    </Icon>
  );
}

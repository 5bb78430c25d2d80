// The rule under a pool's table selector: how weeks run, the week the season counts from (written as the week labels
// write it, "Nov 23", never the stored "2026-11-23"), its last day where the owner set one, and how ties are decided.
import { TIEBREAK_RULE } from "@/lib/domain/pool-tiebreak";
import { seasonDayText, weekDayText } from "@/lib/domain/week-day-text";
import season from "./PoolSeason.module.css";

type Props = { seasonStart: string; seasonEnd?: string | null; tiebreakRule?: string };

export function SeasonRule({ seasonStart, seasonEnd = null, tiebreakRule = TIEBREAK_RULE }: Props) {
  const end = seasonEnd ? ` and ends on ${seasonDayText(seasonEnd)}` : "";
  return (
    <p className={season.rule}>
      Weeks run Monday to Sunday; the season counts from the week of {weekDayText(seasonStart)}
      {end}. Ties: {tiebreakRule}
    </p>
  );
}

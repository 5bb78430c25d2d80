// The rule under a pool's table selector: how weeks run, the week the season counts from (written as the week labels
// write it, "Nov 23", never the stored "2026-11-23") and how ties are decided.
import { TIEBREAK_RULE } from "@/lib/domain/pool-tiebreak";
import { weekDayText } from "@/lib/domain/pool-weeks";
import season from "./PoolSeason.module.css";

export function SeasonRule({ seasonStart }: { seasonStart: string }) {
  return (
    <p className={season.rule}>
      Weeks run Monday to Sunday; the season counts from the week of {weekDayText(seasonStart)}. Ties: {TIEBREAK_RULE}
    </p>
  );
}

"use client";
// The leagues a pool counts, as four checkboxes (at least one stays checked).
import { LEAGUE_LABELS, LEAGUES, type League } from "@/lib/domain/leagues";
import styles from "./Pools.module.css";

type Props = { value: League[]; onChange: (leagues: League[]) => void };

export function LeagueChoice({ value, onChange }: Props) {
  function toggle(league: League, on: boolean) {
    const next = on ? [...value, league] : value.filter((item) => item !== league);
    if (next.length > 0) onChange(LEAGUES.filter((item) => next.includes(item)));
  }
  return (
    <fieldset className={styles.leagues}>
      <legend>Leagues that count</legend>
      {LEAGUES.map((league) => (
        <label key={league} className={styles.check}>
          <input type="checkbox" checked={value.includes(league)} onChange={(event) => toggle(league, event.currentTarget.checked)} />
          {LEAGUE_LABELS[league].short}
        </label>
      ))}
    </fieldset>
  );
}

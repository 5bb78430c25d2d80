"use client";
// A survivor pool's settings on the create form: one league, its first slate, lives and auto-pick.
import { useId } from "react";
import { LEAGUE_LABELS, LEAGUES, type League } from "@/lib/domain/leagues";
import { SURVIVOR_MAX_LIVES, SURVIVOR_MIN_LIVES, slateUnitOf, suggestedFirstSlate, type PoolKind } from "@/lib/domain/survivor";
import season from "./PoolSeason.module.css";
import styles from "./Pools.module.css";

export type SurvivorValues = { league: League; startSlate: string; lives: number; autoPick: boolean };

type Props = {
  kind: PoolKind;
  value: SurvivorValues;
  onChange: (value: SurvivorValues) => void;
};

/** The viewer's day, "YYYY-MM-DD": the suggested first slate is a default only, the server decides what has started. */
export function localToday(): string {
  const date = new Date();
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

const LIVES = Array.from({ length: SURVIVOR_MAX_LIVES - SURVIVOR_MIN_LIVES + 1 }, (_, index) => SURVIVOR_MIN_LIVES + index);

export function SurvivorFields({ kind, value, onChange }: Props) {
  const startId = useId();
  const livesId = useId();
  const hintId = useId();
  return (
    <>
      {kind === "SURVIVOR" ? (
        <>
          <fieldset className={styles.leagues}>
            <legend>League</legend>
            {LEAGUES.map((league) => (
              <label key={league} className={styles.check}>
                <input type="radio" name="survivor-league" checked={value.league === league} onChange={() => onChange({ ...value, league, startSlate: suggestedFirstSlate(league, localToday()) })} />
                {LEAGUE_LABELS[league].short}
              </label>
            ))}
          </fieldset>
          <div>
            <label htmlFor={startId} className={styles.label}>
              First slate
            </label>
            <input
              id={startId}
              type="date"
              required
              className={season.select}
              aria-describedby={hintId}
              value={value.startSlate}
              onChange={(event) => onChange({ ...value, startSlate: event.currentTarget.value })}
            />
            <p id={hintId} className={season.rule}>
              {slateUnitOf(value.league) === "week" ? "NFL slates are weeks, Monday to Sunday: the pool starts with this day's week." : "Slates are days: the pool starts with this day's games."}{" "}
              Members can join until its first game starts, so a slate whose first game has already started cannot be chosen: pick a later day.
            </p>
          </div>
          <div>
            <label htmlFor={livesId} className={styles.label}>
              Lives
            </label>
            <select id={livesId} className={season.select} value={value.lives} onChange={(event) => onChange({ ...value, lives: Number(event.currentTarget.value) })}>
              {LIVES.map((lives) => (
                <option key={lives} value={lives}>
                  {lives === 1 ? "1 life" : `${lives} lives`}
                </option>
              ))}
            </select>
          </div>
          <label className={styles.check}>
            <input type="checkbox" checked={value.autoPick} onChange={(event) => onChange({ ...value, autoPick: event.currentTarget.checked })} />
            Auto-pick: a member with no pick at the slate&apos;s first game gets the biggest favourite left
          </label>
        </>
      ) : null}
    </>
  );
}

"use client";
// A survivor pool's settings on the create form: one league, its first slate, lives and auto-pick.
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { LEAGUE_LABELS, LEAGUES, type League } from "@/lib/domain/leagues";
import { SURVIVOR_MAX_LIVES, SURVIVOR_MIN_LIVES, slateUnitOf, suggestedFirstSlate, type PoolKind } from "@/lib/domain/survivor";
import styles from "./Pools.module.css";
import { RadioChoice } from "./RadioChoice";

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

const LEAGUE_OPTIONS = LEAGUES.map((league) => ({ value: league, label: LEAGUE_LABELS[league].short }));

export function SurvivorFields({ kind, value, onChange }: Props) {
  if (kind !== "SURVIVOR") return null;
  return (
    <>
      <RadioChoice
        legend="League"
        name="survivor-league"
        options={LEAGUE_OPTIONS}
        value={value.league}
        onChange={(league) => onChange({ ...value, league, startSlate: suggestedFirstSlate(league, localToday()) })}
      />
      <Input
        label="First slate"
        type="date"
        required
        hint={`${slateUnitOf(value.league) === "week" ? "NFL slates are weeks, Monday to Sunday: the pool starts with this day's week." : "Slates are days: the pool starts with this day's games."} Members can join until its first game starts, so a slate whose first game has already started cannot be chosen: pick a later day.`}
        value={value.startSlate}
        onChange={(event) => onChange({ ...value, startSlate: event.currentTarget.value })}
      />
      <Select label="Lives" value={value.lives} onChange={(event) => onChange({ ...value, lives: Number(event.currentTarget.value) })}>
        {LIVES.map((lives) => (
          <option key={lives} value={lives}>
            {lives === 1 ? "1 life" : `${lives} lives`}
          </option>
        ))}
      </Select>
      <label className={styles.check}>
        <input type="checkbox" checked={value.autoPick} onChange={(event) => onChange({ ...value, autoPick: event.currentTarget.checked })} />
        Auto-pick: a member with no pick at the slate&apos;s first game gets the biggest favourite left
      </label>
    </>
  );
}

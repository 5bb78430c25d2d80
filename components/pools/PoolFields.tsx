"use client";
// A pool's name, description and leagues: the fields of the create form and of the owner's edit form.
import { useId } from "react";
import { Input } from "@/components/ui/Input";
import type { League } from "@/lib/domain/leagues";
import { POOL_DESCRIPTION_MAX, POOL_NAME_HINT, POOL_NAME_MAX } from "@/lib/domain/pools";
import { LeagueChoice } from "./LeagueChoice";
import styles from "./Pools.module.css";

export type PoolFieldValues = { name: string; description: string; leagues: League[] };

/** `leagues: false`: the form places its own league choice (the create form, after the choice of game). */
type Props = { value: PoolFieldValues; onChange: (value: PoolFieldValues) => void; leagues?: boolean; /** The server's refusal of the name. */ nameError?: string };

export function PoolFields({ value, onChange, leagues = true, nameError }: Props) {
  const descriptionId = useId();
  return (
    <>
      <Input
        label="Pool name"
        hint={POOL_NAME_HINT}
        required
        error={nameError}
        maxLength={POOL_NAME_MAX}
        // Spaces are fine (the server trims them and keeps one between words); a blank name is refused here already.
        pattern=".*\S.*"
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
      />
      <div>
        <label htmlFor={descriptionId} className={styles.label}>
          Description (optional)
        </label>
        <textarea
          id={descriptionId}
          className={styles.textarea}
          maxLength={POOL_DESCRIPTION_MAX}
          value={value.description}
          onChange={(event) => onChange({ ...value, description: event.currentTarget.value })}
        />
      </div>
      {leagues ? <LeagueChoice value={value.leagues} onChange={(chosen) => onChange({ ...value, leagues: chosen })} /> : null}
    </>
  );
}

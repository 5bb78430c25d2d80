"use client";
// One choice out of a few on a pool's forms, as radio buttons under a legend: short labels side by side, or sentences
// one a line ("stacked").
import styles from "./Pools.module.css";

type Props<V extends string> = {
  legend: string;
  /** The radios' group name, unique on the page. */
  name: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  stacked?: boolean;
};

export function RadioChoice<V extends string>({ legend, name, options, value, onChange, stacked = false }: Props<V>) {
  return (
    <fieldset className={stacked ? styles.stacked : styles.leagues}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.check}>
          <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

"use client";
// The own profile's settings: privacy, hidden pending picks and the opt-in e-mails (game-day reminder, weekly digest), each a checkbox saved as soon as it changes.
import { useState } from "react";
import { useToast } from "@/components/ui/toast/use-toast";
import { api } from "@/lib/client/api";
import type { Preferences } from "@/lib/contracts/preferences";
import { useApiMutation } from "@/lib/swr/use-api-mutation";
import styles from "./PreferencesPanel.module.css";

const OPTIONS: { key: keyof Preferences; label: string; hint: string }[] = [
  { key: "private", label: "Private profile", hint: "Only you see your profile, picks and parlays; boards keep your rank without a link." },
  {
    key: "hidePendingPicks",
    label: "Hide my pending picks until the game starts",
    hint: "Others see that you picked (Picked ✓) but not your side, line, price or parlay legs until each game starts.",
  },
  { key: "emailReminder", label: "Game-day reminder e-mail", hint: "At most one a day, before your leagues' first game, listing the games you have not picked." },
  { key: "emailDigest", label: "Weekly digest e-mail", hint: "Once a week: your points, rank movement and best pick, and the best picks of pickers you follow." },
];

export function PreferencesPanel({ initial }: { initial: Preferences }) {
  const toast = useToast();
  const [preferences, setPreferences] = useState(initial);
  const { trigger, submitting } = useApiMutation();

  async function change(key: keyof Preferences, value: boolean) {
    const before = preferences;
    // The box follows the click at once (as a native checkbox does) and goes back if the server refuses.
    setPreferences({ ...before, [key]: value });
    const result = await trigger(api.preferences.update, {
      body: { [key]: value },
      errorToast: true,
      message: () => "Your settings could not be saved",
    });
    if (result.ok) {
      setPreferences(result.data);
      toast.success("Settings saved");
    } else setPreferences(before);
  }

  return (
    <section className={styles.panel} aria-labelledby="settings-heading">
      <h2 id="settings-heading">Privacy and e-mail</h2>
      <ul className={styles.list}>
        {OPTIONS.map(({ key, label, hint }) => (
          <li key={key} className={styles.option}>
            <input
              id={`preference-${key}`}
              type="checkbox"
              className={styles.checkbox}
              checked={preferences[key]}
              disabled={submitting}
              aria-describedby={`preference-${key}-hint`}
              onChange={(event) => void change(key, event.target.checked)}
            />
            <label htmlFor={`preference-${key}`} className={styles.label}>{label}</label>
            <p id={`preference-${key}-hint`} className={styles.hint}>{hint}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

"use client";
// Which pushes the picker wants, in the profile settings: a checkbox per type saved as soon as it changes, and quiet
// hours (saved in the browser's own time zone) during which nothing is sent.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { useToast } from "@/components/ui/toast/use-toast";
import { api } from "@/lib/client/api";
import { fieldErrorMessage } from "@/lib/client/api-error";
import { viewerTimeZone } from "@/lib/client/viewer-time-zone";
import type { PushPreferences, PushPreferencesChange } from "@/lib/contracts/push";
import type { PushType } from "@/lib/domain/push-preferences";
import { useApiMutation } from "@/lib/swr/use-api-mutation";
import styles from "./PreferencesPanel.module.css";

const TYPES: { key: PushType; label: string; hint: string }[] = [
  { key: "reminder", label: "Pick reminder", hint: "An hour before the first game of your pool's week, when you have not picked." },
  { key: "settled", label: "Results", hint: "When your picks and parlays settle: one message for a night's results." },
  { key: "weekWon", label: "Week won", hint: "When you win your pool's week, or a card pool's season." },
  { key: "announcement", label: "Pool announcements", hint: "When a pool's owner posts an announcement." },
  { key: "survivor", label: "Survivor", hint: "When you are out of a survivor pool, or have won it." },
];

/** What quiet hours start as when first turned on: the night. */
const NIGHT = { start: "22:00", end: "07:00" };

export function PushTypeSettings({ initial }: { initial: PushPreferences }) {
  const toast = useToast();
  const [preferences, setPreferences] = useState(initial);
  const [hours, setHours] = useState(initial.quietHours ?? { ...NIGHT, timeZone: "" });
  const { trigger, submitting } = useApiMutation();

  async function save(what: PushPreferencesChange) {
    const before = preferences;
    // The control follows the change at once (as a native checkbox does) and goes back if the server refuses.
    setPreferences({ ...before, ...what });
    const result = await trigger(api.push.updatePreferences, { body: what, errorToast: true, message: (error) => `Your push settings could not be saved: ${fieldErrorMessage(error)}` });
    if (result.ok) {
      setPreferences(result.data);
      toast.success("Push settings saved");
    } else setPreferences(before);
  }

  function quietHoursAsSet() {
    return { start: hours.start, end: hours.end, timeZone: viewerTimeZone() ?? "UTC" };
  }

  /** Boxes stay enabled while a change is saved (a disabled box loses the keyboard's focus); a press meanwhile does nothing. */
  function change(what: PushPreferencesChange) {
    if (!submitting) void save(what);
  }

  function saveHours(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change({ quietHours: quietHoursAsSet() });
  }

  const quiet = preferences.quietHours;
  return (
    <>
      <h3 className={styles.subheading}>What to send</h3>
      <ul className={styles.list}>
        {TYPES.map(({ key, label, hint }) => (
          <li key={key} className={styles.option}>
            <input
              id={`push-${key}`}
              type="checkbox"
              className={styles.checkbox}
              checked={preferences[key]}
              aria-describedby={`push-${key}-hint`}
              onChange={(event) => change({ [key]: event.target.checked })}
            />
            <label htmlFor={`push-${key}`} className={styles.label}>
              {label}
            </label>
            <p id={`push-${key}-hint`} className={styles.hint}>
              {hint}
            </p>
          </li>
        ))}
        <li className={styles.option}>
          <input
            id="push-quiet"
            type="checkbox"
            className={styles.checkbox}
            checked={quiet !== null}
            aria-describedby="push-quiet-hint"
            onChange={(event) => change({ quietHours: event.target.checked ? quietHoursAsSet() : null })}
          />
          <label htmlFor="push-quiet" className={styles.label}>
            Quiet hours
          </label>
          <p id="push-quiet-hint" className={styles.hint}>
            {quiet
              ? `Nothing is sent from ${quiet.start} to ${quiet.end} (${quiet.timeZone}); a reminder due then is skipped, the rest wait until they end.`
              : "A time of day when nothing is sent, such as the night."}
          </p>
          {quiet ? (
            <form className={styles.hours} onSubmit={saveHours} aria-label="Quiet hours">
              <Input label="From" type="time" required value={hours.start} onChange={(event) => setHours({ ...hours, start: event.target.value })} />
              <Input label="Until" type="time" required value={hours.end} onChange={(event) => setHours({ ...hours, end: event.target.value })} />
              <Button type="submit" size="sm" variant="secondary">
                Save quiet hours
              </Button>
            </form>
          ) : null}
        </li>
      </ul>
    </>
  );
}

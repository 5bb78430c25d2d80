"use client";
// Form to correct a final score; the server re-settles the game's picks and parlays.
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import styles from "./ReportEditor.module.css";

type Props = { fixtureId: number; home: string; away: string; homeScore: number | null; awayScore: number | null };

export function ResultCorrection({ fixtureId, home, away, homeScore, awayScore }: Props) {
  const router = useRouter();
  const id = useId();
  const [scores, setScores] = useState({ home: String(homeScore ?? 0), away: String(awayScore ?? 0) });
  const [status, setStatus] = useState<{ kind: "idle" | "saving" | "saved" | "error"; message: string }>({ kind: "idle", message: "" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus({ kind: "saving", message: "Saving…" });
    const response = await fetch(`/api/admin/fixtures/${fixtureId}/result`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ homeScore: Number(scores.home), awayScore: Number(scores.away) }),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { error?: { message: string } } | null;
    if (!response?.ok) {
      setStatus({ kind: "error", message: body?.error?.message ?? "An error has occured" });
      return;
    }
    setStatus({ kind: "saved", message: "Result corrected and re-settled" });
    router.refresh();
  }

  return (
    <form className={styles.editor} onSubmit={submit} aria-label="Correct the final result">
      <div className={styles.actions}>
        <label htmlFor={`${id}-away`}>{away}</label>
        <input id={`${id}-away`} className={styles.score} type="number" min={0} max={999} required value={scores.away} onChange={(e) => setScores({ ...scores, away: e.target.value })} />
        <label htmlFor={`${id}-home`}>{home}</label>
        <input id={`${id}-home`} className={styles.score} type="number" min={0} max={999} required value={scores.home} onChange={(e) => setScores({ ...scores, home: e.target.value })} />
        <button type="submit" className={styles.secondary} disabled={status.kind === "saving"}>
          Correct result
        </button>
        <p role="status" className={styles.status} data-kind={status.kind}>
          {status.message}
        </p>
      </div>
    </form>
  );
}

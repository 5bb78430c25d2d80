"use client";
// Form to correct a final score; the server re-settles the game's picks and parlays.
import { useState, type FormEvent } from "react";
import { Input } from "@/components/ui/Input";
import { api } from "@/lib/client/api";
import { MAX_SCORE } from "@/lib/domain/line-bounds";
import { useAdminSave } from "./use-admin-save";
import styles from "./ReportEditor.module.css";

type Props = { fixtureId: number; home: string; away: string; homeScore: number | null; awayScore: number | null };

export function ResultCorrection({ fixtureId, home, away, homeScore, awayScore }: Props) {
  const [scores, setScores] = useState({ home: String(homeScore ?? 0), away: String(awayScore ?? 0) });
  const { save, status } = useAdminSave();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { homeScore: Number(scores.home), awayScore: Number(scores.away) };
    void save(api.admin.correctResult, { params: { id: fixtureId }, body }, "Result corrected and re-settled");
  }

  return (
    <form className={styles.editor} onSubmit={submit} aria-label="Correct the final result">
      <div className={styles.actions}>
        <Input label={away} className={styles.score} type="number" min={0} max={MAX_SCORE} required value={scores.away} onChange={(e) => setScores({ ...scores, away: e.target.value })} />
        <Input label={home} className={styles.score} type="number" min={0} max={MAX_SCORE} required value={scores.home} onChange={(e) => setScores({ ...scores, home: e.target.value })} />
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

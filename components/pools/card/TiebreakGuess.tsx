"use client";
// The week's tiebreaker: the member's guess of the total points of the week's last game, open until that game starts.
import { useId, useState, type FormEvent } from "react";
import { GameTime } from "@/components/fixtures/GameTime";
import { Button } from "@/components/ui/Button";
import type { CardWeek } from "@/lib/contracts/card-pools";
import { MAX_TIEBREAK_GUESS } from "@/lib/domain/card-pool-settings";
import styles from "./Card.module.css";

type Props = {
  card: CardWeek;
  busy: string | null;
  failure: string | null;
  onGuess: (total: number) => Promise<unknown>;
};

export function TiebreakGuess({ card, busy, failure, onGuess }: Props) {
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState(card.myGuess === null ? "" : String(card.myGuess));
  const [said, setSaid] = useState("");
  const last = card.lastGame;
  if (!last) return null;
  const game = card.games.find((row) => row.fixtureId === last.fixtureId);
  const title = game ? `${game.away.abbreviation} @ ${game.home.abbreviation}` : "the week's last game";

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaid("");
    const total = Number(value);
    if (await onGuess(total)) setSaid(`Your guess is saved: ${total} points.`);
  }

  return (
    <section className={styles.tiebreak} aria-labelledby="card-tiebreak-heading">
      <h3 id="card-tiebreak-heading">Tiebreaker</h3>
      {last.started ? (
        <p>
          {card.myGuess === null ? "You made no guess: " : `Your guess: ${card.myGuess} points. `}
          locked, {title} has started.
        </p>
      ) : (
        <form className={styles.guessForm} onSubmit={save}>
          <div>
            <label htmlFor={inputId} className={styles.label}>
              Total points of {title}
            </label>
            <p id={hintId} className={styles.muted}>
              Members level on points are split by the closest guess, hidden until the game starts. The week&apos;s last game starts{" "}
              <GameTime iso={last.startsAt} />
            </p>
            <input
              id={inputId}
              className={styles.guessInput}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_TIEBREAK_GUESS}
              step={1}
              required
              aria-describedby={hintId}
              aria-invalid={failure ? true : undefined}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          </div>
          <Button type="submit" size="sm" loading={busy === "guess"}>
            Save guess
          </Button>
        </form>
      )}
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <p role="status" className={styles.said}>
        {said}
      </p>
    </section>
  );
}

"use client";
// A confidence card's order, highest number first: each open pick moves one step with its buttons, takes any number
// from its list, or is dragged to another pick's place; started games' numbers stay where they are. Every move is sent
// at once and said aloud; the focus stays on the control that moved the pick.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { CardGame } from "@/lib/contracts/card-pools";
import { byConfidence, droppedAt, stepNumber, withNumber, type NewNumber, type OrderedPick } from "@/lib/domain/card-order";
import { formatPercent } from "@/lib/domain/format";
import { pickName, pointsText } from "./card-text";
import styles from "./Card.module.css";

type Row = OrderedPick & { game: CardGame; name: string };

/** A pick's two step buttons: one number up or down, skipping the numbers of started games. */
const MOVES = [
  { control: "up", words: "up (more points)", arrow: "▲" },
  { control: "down", words: "down (fewer points)", arrow: "▼" },
] as const;

type Props = {
  games: CardGame[];
  size: number;
  expectedPoints: number | null;
  busy: string | null;
  failure: string | null;
  /** Sends the new numbers; resolves when the card has been read again (undefined when refused). */
  onOrder: (numbers: NewNumber[], name: string) => Promise<unknown>;
};

function rowsOf(games: CardGame[]): Row[] {
  const rows = games.flatMap((game) =>
    game.myPick && game.myPick.confidence !== null
      ? [{ fixtureId: game.fixtureId, confidence: game.myPick.confidence, locked: game.started, game, name: pickName(game, game.myPick) }]
      : [],
  );
  return byConfidence(rows);
}

function chanceOf(row: Row): string | null {
  const chance = row.game.chance;
  if (!chance || !row.game.myPick) return null;
  return formatPercent(row.game.myPick.side === "HOME" ? chance.home : chance.away);
}

export function ConfidenceOrder({ games, size, expectedPoints, busy, failure, onOrder }: Props) {
  const rows = rowsOf(games);
  const [said, setSaid] = useState("");
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const refocus = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // The list re-sorts after a move; the control that moved the pick gets the focus back (or its other button at an end).
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || busy !== null || !listRef.current) return;
    refocus.current = null;
    const control = listRef.current.querySelector<HTMLElement>(`[data-control="${wanted}"]:not(:disabled)`);
    const fallback = listRef.current.querySelector<HTMLElement>(`[data-row="${wanted.split("-")[0]}"] [data-control]:not(:disabled)`);
    (control ?? fallback)?.focus();
  });

  async function send(numbers: NewNumber[] | null, row: Row, control: string) {
    // Controls stay enabled while a move is sent (a disabled control would drop the focus); a move meanwhile is ignored.
    if (!numbers || busy !== null) return;
    const mine = numbers.find((entry) => entry.fixtureId === row.fixtureId)?.confidence ?? row.confidence;
    refocus.current = `${row.fixtureId}-${control}`;
    const done = await onOrder(numbers, `order-${row.fixtureId}`);
    if (done) setSaid(`${row.name} now has ${pointsText(mine)}.`);
  }

  function dragStart(event: ReactPointerEvent<HTMLElement>, row: Row) {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(row.fixtureId);
    setOver(row.fixtureId);
  }

  function dragMove(event: ReactPointerEvent<HTMLElement>) {
    if (dragging === null) return;
    const target = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>("[data-row]");
    const id = target ? Number(target.dataset.row) : null;
    if (id !== null && rows.some((row) => row.fixtureId === id && !row.locked)) setOver(id);
  }

  function dragEnd() {
    const row = rows.find((entry) => entry.fixtureId === dragging);
    const target = over;
    setDragging(null);
    setOver(null);
    if (row && target !== null && target !== row.fixtureId) void send(droppedAt(rows, row.fixtureId, target), row, "drag");
  }

  if (rows.length === 0) return null;
  return (
    <section className={styles.order} aria-labelledby="card-order-heading">
      <h3 id="card-order-heading">Confidence order</h3>
      <p className={styles.muted}>
        Highest first: a win scores its number. Move a pick with its arrows, choose its number, or drag it by its handle.
        Started games keep their numbers.
      </p>
      {expectedPoints !== null ? (
        <p className={styles.expected}>
          Expected points as ordered: <strong>{expectedPoints.toFixed(2)}</strong>
        </p>
      ) : null}
      <ol ref={listRef} className={styles.orderList} aria-label="Your picks by confidence, highest first">
        {rows.map((row) => {
          const steps = { up: stepNumber(rows, row.fixtureId, 1, size), down: stepNumber(rows, row.fixtureId, -1, size) };
          const chance = chanceOf(row);
          return (
            <li key={row.fixtureId} data-row={row.fixtureId} className={styles.orderRow} data-over={over === row.fixtureId && dragging !== row.fixtureId ? true : undefined}>
              {row.locked ? (
                <span className={styles.handle} aria-hidden="true">
                  🔒
                </span>
              ) : (
                <span
                  className={styles.handle}
                  aria-hidden="true"
                  title="Drag to reorder"
                  onPointerDown={(event) => dragStart(event, row)}
                  onPointerMove={dragMove}
                  onPointerUp={dragEnd}
                  onPointerCancel={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                >
                  ⠿
                </span>
              )}
              <span className={styles.orderName}>
                <strong>{row.name}</strong>
                <span className={styles.muted}>
                  {chance ? `${chance} to win` : ""}
                  {row.game.myPick?.auto ? " · Automatic" : ""}
                  {row.locked ? " · Locked" : ""}
                </span>
              </span>
              {row.locked ? (
                <span className={styles.number}>{row.confidence}</span>
              ) : (
                <span className={styles.orderControls}>
                  <select
                    className={styles.numberChoice}
                    aria-label={`Points for ${row.name}`}
                    value={row.confidence}
                    data-control={`${row.fixtureId}-number`}
                    onChange={(event) => void send(withNumber(rows, row.fixtureId, Number(event.currentTarget.value), size), row, "number")}
                  >
                    {Array.from({ length: size }, (_, index) => size - index).map((number) => (
                      <option key={number} value={number} disabled={rows.some((other) => other.locked && other.confidence === number)}>
                        {number}
                      </option>
                    ))}
                  </select>
                  {MOVES.map((move) => (
                    <button
                      key={move.control}
                      type="button"
                      className={styles.move}
                      aria-label={`Move ${row.name} ${move.words}`}
                      disabled={steps[move.control] === null}
                      data-control={`${row.fixtureId}-${move.control}`}
                      onClick={() => void send(steps[move.control], row, move.control)}
                    >
                      {move.arrow}
                    </button>
                  ))}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className={styles.said}>
        {said}
      </p>
    </section>
  );
}

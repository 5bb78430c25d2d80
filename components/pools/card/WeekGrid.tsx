"use client";
// The week on one screen: every member by every game of the card. A cell says only "Picked ✓" until its game starts
// (the server decides; the caller's own picks always show), then the side, the confidence number and how it ended.
// Each member's points so far and the most they can still reach stay in the first column, which sticks while the games
// scroll sideways inside their own region, so a phone's page never scrolls sideways.
import { useId, type ReactNode } from "react";
import { GameTime } from "@/components/fixtures/GameTime";
import type { CardGrid } from "@/lib/contracts/card-pools";
import { formatPoints } from "@/lib/domain/format";
import { gameStateText, gameTitle, pickDetails, pickSideText } from "./card-cell-text";
import styles from "./WeekGrid.module.css";

type Row = CardGrid["rows"][number];
type Cell = Row["cells"][number];
type Game = CardGrid["games"][number];

function GridCell({ cell, game }: { cell: Cell; game: Game }) {
  if (cell.state === "none") {
    return (
      <td className={styles.cell}>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">No pick</span>
      </td>
    );
  }
  if (cell.state === "hidden") return <td className={`${styles.cell} ${styles.hidden}`}>Picked ✓</td>;
  const tone = cell.outcome === "WIN" ? styles.win : cell.outcome === "LOOSE" ? styles.loss : "";
  return (
    <td className={`${styles.cell} ${tone}`}>
      <strong>{pickSideText(cell, game)}</strong>
      {pickDetails(cell).map((detail) => (
        <span key={detail} className={styles.detail}>
          {detail}
        </span>
      ))}
    </td>
  );
}

function guessText(guess: Row["guess"]): string {
  if (guess === null) return "No guess";
  return guess === "hidden" ? "Guessed ✓" : String(guess);
}

/** `more`: the grid's "Show more members" control, under the grid, when its members come a page at a time. */
export function WeekGrid({ grid, callerId, label, more }: { grid: CardGrid; callerId: string; label: string; more?: (headingId: string) => ReactNode }) {
  const headingId = useId();
  const byId = new Map(grid.games.map((game) => [game.fixtureId, game]));
  return (
    // The scrolling region below carries the heading's name; a named section around it would be a second region of that name.
    <section className={styles.section}>
      <h3 id={headingId}>Picks, {label}</h3>
      {grid.games.length === 0 ? (
        <p className={styles.note}>No games on this week&apos;s card.</p>
      ) : (
        // The region scrolls on its own; it takes focus so a keyboard can scroll it too.
        <div className={styles.scroller} role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className={styles.grid}>
            <thead>
              <tr>
                <th scope="col" className={styles.member}>
                  Member <span className={styles.detail}>points · most possible</span>
                </th>
                {grid.games.map((game) => (
                  <th scope="col" key={game.fixtureId} className={styles.game} data-status={game.status} data-fixture-id={game.fixtureId}>
                    <span>{gameTitle(game)}</span>
                    <span className={styles.detail}>{gameStateText(game) ?? <GameTime iso={game.startsAt} />}</span>
                  </th>
                ))}
                <th scope="col" className={styles.game}>
                  Tiebreak guess
                  <span className={styles.detail}>{grid.finalTotal === null ? "Last game's total" : `Total ${grid.finalTotal}`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row) => (
                <tr key={row.userId} className={row.userId === callerId ? styles.mine : undefined}>
                  <th scope="row" className={styles.member}>
                    <span>
                      {row.username ?? "Picker"}
                      {row.userId === callerId ? " (you)" : ""}
                    </span>
                    <span className={styles.figures}>
                      {formatPoints(row.points)} pts. · up to {formatPoints(row.maxPoints)}
                    </span>
                  </th>
                  {row.cells.map((cell) => (
                    <GridCell key={cell.fixtureId} cell={cell} game={byId.get(cell.fixtureId)!} />
                  ))}
                  <td className={styles.cell}>{guessText(row.guess)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more?.(headingId)}
    </section>
  );
}

"use client";
// One game of the member's card: a button per side with its line, price and margin-free chance, the pick as it stands
// (automatic ones marked), clearing it, and once the game starts the lock and the score. A member's line that moved
// before their pick arrived is asked again here, at the new line.
import { useId } from "react";
import { GameTime } from "@/components/fixtures/GameTime";
import { Button } from "@/components/ui/Button";
import type { CardGame, CardWeek } from "@/lib/contracts/card-pools";
import type { Side } from "@/lib/domain/enum-values";
import { LEAGUE_LABELS } from "@/lib/domain/leagues";
import { formatPrice } from "@/lib/domain/markets";
import { outcomeText, pickName, pointsText, sideOffer } from "./card-text";
import styles from "./Card.module.css";

const SIDES: Side[] = ["AWAY", "HOME"];

type Props = {
  game: CardGame;
  settings: CardWeek["settings"];
  /** Pick N: the card holds its N picks, so a game without one cannot be chosen until one is cleared. */
  full: boolean;
  busy: string | null;
  failure: string | null;
  /** The side asked again after the line moved. */
  moved: Side | null;
  onPick: (side: Side) => void;
  onClear: () => void;
  onKeepOld: () => void;
};

/** Why a side cannot be picked now, or null when it can. */
function blocked(game: CardGame, full: boolean): string | null {
  if (game.started) return "Locked: the game has started";
  if (!game.line) return "No line for this game yet";
  if (full && !game.myPick) return "Your card is full: clear a pick to choose this game";
  return null;
}

export function CardGameRow({ game, settings, full, busy, failure, moved, onPick, onClear, onKeepOld }: Props) {
  const reasonId = useId();
  const reason = blocked(game, full);
  const pick = game.myPick;
  const title = `${game.away.abbreviation} @ ${game.home.abbreviation}`;
  return (
    <li className={styles.game} aria-label={title} data-fixture-id={game.fixtureId} data-locked={game.started || undefined}>
      <div className={styles.gameHead}>
        <strong>{title}</strong>
        <span className={styles.muted}>
          {LEAGUE_LABELS[game.league].short} · <GameTime iso={game.startsAt} />
        </span>
        {game.started ? (
          <span className={styles.locked}>
            Locked{game.score ? ` · ${game.away.abbreviation} ${game.score.away}, ${game.home.abbreviation} ${game.score.home}` : ""}
            {game.status === "FINAL" ? " · Final" : ""}
          </span>
        ) : null}
      </div>
      <div className={styles.sides}>
        {SIDES.map((side) => {
          const offer = sideOffer(game, side, settings.market);
          const chosen = pick?.side === side;
          return (
            <button
              key={side}
              type="button"
              className={styles.side}
              aria-pressed={chosen}
              aria-describedby={reason ? reasonId : undefined}
              disabled={reason !== null || busy !== null}
              onClick={() => (chosen ? undefined : onPick(side))}
            >
              {/* The name is the visible text, read whole: "Pick SF -3.5, -110 · 62% chance". */}
              <span className={styles.sideName}>
                <span className="visually-hidden">Pick </span>
                {offer.name}
                <span className="visually-hidden">,</span>
              </span>
              <span className={styles.sideLine}>
                {offer.price ?? "No line"}
                {offer.chance ? ` · ${offer.chance} chance` : ""}
              </span>
            </button>
          );
        })}
      </div>
      {reason ? (
        <p id={reasonId} className={styles.muted}>
          {reason}
        </p>
      ) : null}
      {settings.lines === "CARD" && game.line?.frozenAt ? (
        <p className={styles.muted}>
          Card&apos;s line frozen <GameTime iso={game.line.frozenAt} />
        </p>
      ) : null}
      {pick ? (
        <div className={styles.pickRow}>
          <span>
            Your pick: <strong>{pickName(game, pick)}</strong> ({formatPrice(pick.price)})
            {pick.confidence !== null ? ` · ${pointsText(pick.confidence)}` : ""}
            {pick.auto ? <span className={styles.auto}> Automatic</span> : null}
            {outcomeText(pick) ? ` · ${outcomeText(pick)}` : ""}
          </span>
          {game.started ? null : (
            <Button variant="ghost" size="sm" loading={busy === `clear-${game.fixtureId}`} disabled={busy !== null} onClick={onClear} aria-label={`Clear your pick of ${title}`}>
              Clear
            </Button>
          )}
        </div>
      ) : null}
      {moved && !game.started ? (
        <div role="alert" className={styles.moved}>
          <p>
            The line moved before your pick arrived: {sideOffer(game, moved, settings.market).name} is now {sideOffer(game, moved, settings.market).price ?? "off the board"}.
          </p>
          <div className={styles.actions}>
            <Button size="sm" disabled={!game.line || busy !== null} onClick={() => onPick(moved)}>
              Pick at the new line
            </Button>
            <Button variant="secondary" size="sm" onClick={onKeepOld}>
              {pick ? "Keep my pick" : "Not now"}
            </Button>
          </div>
        </div>
      ) : failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
    </li>
  );
}

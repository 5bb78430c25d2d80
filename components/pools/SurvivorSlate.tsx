"use client";
// The open slate's games, a button per team: the caller's pick marked, used teams and started games disabled with the reason.
import { useId } from "react";
import { GameTime } from "@/components/fixtures/GameTime";
import { Button } from "@/components/ui/Button";
import type { SurvivorGame, SurvivorState } from "@/lib/contracts/survivor";
import { formatMoneyLine } from "@/lib/domain/odds";
import { slateDayText } from "@/lib/domain/survivor";
import styles from "./Survivor.module.css";
import type { Side } from "@/lib/domain/enum-values";

type Props = { state: SurvivorState; busy: string | null; onPick: (game: SurvivorGame, side: Side) => void };

/** Why the caller cannot pick at all on this slate, or null when they can. */
export function slateClosedReason(state: SurvivorState): string | null {
  if (state.ended) return "The pool is over.";
  if (!state.me) return null;
  if (state.me.lives <= 0) return "You are out of this pool: you can follow the others to the end.";
  if (state.me.pick?.locked) return "Your pick's game has started: your pick for this slate is final.";
  if (state.slate?.started && state.me.pick?.auto) return "Auto-pick chose your team after the slate's first game started: it is final.";
  if (state.slate?.started && !state.me.pick) return "The slate's first game has started without a pick of yours: it is too late to pick for this slate.";
  return null;
}

export function SurvivorSlate({ state, busy, onPick }: Props) {
  const closedId = useId();
  if (!state.slate) return <p className={styles.reason}>{state.ended ? "The pool is over." : "No game of the pool's league is coming up yet."}</p>;
  const closed = slateClosedReason(state);
  return (
    <>
      {closed ? (
        <p id={closedId} className={styles.reason}>
          {closed}
        </p>
      ) : null}
      <ul className={styles.games} aria-label={`Games of ${state.slate.label}`}>
        {state.games.map((game) => (
          <li key={game.fixtureId} className={styles.game}>
            {/* A slate is a day (or week) of the app's time zone, and its label says that day: its games' times are
                read in the same zone, so a late game never shows on the next day under "Sat, Nov 28". */}
            <GameTime iso={game.startsAt} inAppZone />
            <div className={styles.sides}>
              {(["AWAY", "HOME"] as const).map((side) => (
                <TeamButton key={side} state={state} game={game} side={side} closedId={closed ? closedId : null} busy={busy} onPick={onPick} />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** `closedId`: the paragraph saying why the whole slate is closed to the caller, which then describes every button too. */
function TeamButton({ state, game, side, closedId, busy, onPick }: { state: SurvivorState; game: SurvivorGame; side: Side; closedId: string | null; busy: string | null; onPick: Props["onPick"] }) {
  const reasonId = useId();
  const team = side === "HOME" ? game.home : game.away;
  const chosen = state.me?.pick?.fixtureId === game.fixtureId && state.me.pick.side === side;
  const reason = chosen ? "Your pick" : team.usedOn ? `Already used (${slateDayText(team.usedOn, state.league)})` : game.started ? "Game started" : null;
  const disabled = closedId !== null || chosen || Boolean(team.usedOn) || game.started;
  const describedBy = [closedId, reason ? reasonId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.side}>
      <Button
        variant={chosen ? "primary" : "secondary"}
        aria-pressed={chosen}
        aria-describedby={describedBy}
        disabled={disabled}
        loading={busy === `pick-${game.fixtureId}-${side}`}
        onClick={() => onPick(game, side)}
      >
        {`Pick ${team.abbreviation}`}
      </Button>
      <p className={styles.reason}>
        {team.name}
        {side === "HOME" ? " (home)" : " (away)"}
        {team.moneyLine !== null ? ` · ${formatMoneyLine(team.moneyLine)}` : ""}
      </p>
      {reason ? (
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      ) : null}
    </div>
  );
}

"use client";
// "Pick it too" under someone's pick: one tap reads the game's line now and shows it; a second makes the same pick at
// that line through the ordinary pick call. When the line moves in between, the server's ODDS_CHANGED answer brings the
// new line, shown to confirm again, as on the board. Never offered for a hidden pick, a started game, the viewer's own
// pick or a game they already picked (the server refuses those too).
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/Button";
import { useStartClock } from "@/components/fixtures/use-start-clock";
import { api, callApi } from "@/lib/client/api";
import { errorMessage, isApiError } from "@/lib/client/api-error";
import type { VisiblePickView } from "@/lib/contracts/picks";
import { selectionLabel, type PickedLine } from "@/lib/domain/markets";
import { isCopyable, lineMoved, offersPickItToo, sameLineNow } from "@/lib/domain/pick-it-too";
import type { CurrentLine } from "@/lib/domain/pick-rules";
import { useApiMutation } from "@/lib/swr/use-api-mutation";
import { myPickedGamesKey, useMyPickedGames } from "@/lib/swr/use-my-picked-games";
import { useCurrentUser } from "@/lib/swr/use-current-user";
import { useShellUser } from "@/lib/swr/use-shell-user";
import styles from "./PickCard.module.css";

type Step =
  | { kind: "idle" }
  | { kind: "reading" }
  | { kind: "offer"; line: PickedLine; note: string | null }
  | { kind: "closed"; message: string }
  | { kind: "done"; line: PickedLine };

const NO_LINE = "This pick has no line right now: try again closer to the game";

export function PickItToo({ pick }: { pick: VisiblePickView }) {
  // A settled pick, a parlay leg or a game under way asks nothing of the server.
  return isCopyable(pick) ? <PickItTooOffer pick={pick} /> : null;
}

function PickItTooOffer({ pick }: { pick: VisiblePickView }) {
  const { state } = useShellUser();
  // Who the viewer is only once the header knows someone is signed in: a visitor's page asks nothing more.
  const { user } = useCurrentUser({ enabled: Boolean(state?.user) });
  const viewerId = user?.id;
  const picked = useMyPickedGames(viewerId);
  const started = useStartClock([pick.fixture.startsAt]) !== null;
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const { trigger, submitting } = useApiMutation();
  const offerRef = useRef<HTMLDivElement>(null);
  const teams = { home: pick.fixture.teams.home.abbreviation, away: pick.fixture.teams.away.abbreviation };
  const params = { sport: pick.sport, league: pick.league };

  // The offer opens under the button that asked for it: the keyboard follows it to the confirm button.
  const offered = step.kind === "offer" ? step : null;
  useEffect(() => {
    if (offered) offerRef.current?.querySelector<HTMLButtonElement>("button")?.focus();
  }, [offered]);

  if (step.kind === "done") {
    return (
      <p role="status" className={styles.pickItToo}>
        You picked <strong>{selectionLabel(step.line, teams)}</strong> too
      </p>
    );
  }
  const viewer = viewerId && picked ? { id: viewerId, pickedGames: picked } : null;
  if (step.kind === "idle" && !offersPickItToo(pick, viewer, started)) return null;

  async function readLine() {
    setStep({ kind: "reading" });
    try {
      const game = await callApi(api.fixtures.get, { params: { ...params, id: String(pick.fixtureId) } });
      if (game.myPick) return setStep({ kind: "closed", message: "You have already picked this game" });
      if (game.status !== "PREGAME" || Date.parse(game.date.time) <= Date.now()) return setStep({ kind: "closed", message: "This game has started: picks are closed" });
      const line = sameLineNow(pick, { moneyLine: { home: game.bet.home, away: game.bet.away }, spread: game.markets.spread, total: game.markets.total });
      setStep(line ? { kind: "offer", line, note: null } : { kind: "closed", message: NO_LINE });
    } catch (failure) {
      setStep({ kind: "closed", message: errorMessage(failure) });
    }
  }

  async function confirm(line: PickedLine) {
    const result = await trigger(api.picks.create, {
      params,
      body: { fixtureId: pick.fixtureId, market: line.market, side: line.side, point: line.point, price: line.price },
      revalidate: viewerId ? [myPickedGamesKey(viewerId)] : [],
      onError: (failure) => {
        const current = isApiError(failure) && failure.code === "ODDS_CHANGED" ? (failure.details as { current?: CurrentLine } | undefined)?.current : undefined;
        if (current) setStep({ kind: "offer", line: current, note: errorMessage(failure) });
        else if (isApiError(failure) && failure.code !== "UNAUTHORIZED") setStep({ kind: "closed", message: errorMessage(failure) });
        else return false;
        return true;
      },
    });
    if (result.ok) setStep({ kind: "done", line });
  }

  if (step.kind === "closed") {
    return (
      <p role="alert" className={styles.pickItToo}>
        {step.message}
      </p>
    );
  }
  if (step.kind === "offer") {
    const slip = selectionLabel(step.line, teams);
    const moved = lineMoved(pick, step.line);
    return (
      <div ref={offerRef} role="group" aria-label="Pick it too" className={styles.pickItToo}>
        <p className={styles.offer}>
          {moved ? "The line has moved since this pick: now " : "Same line now: "}
          <strong>{slip}</strong>
        </p>
        {step.note ? (
          <p role="alert" className={styles.note}>
            {step.note}
          </p>
        ) : null}
        <Button size="sm" loading={submitting} onClick={() => confirm(step.line)}>
          Pick {slip}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setStep({ kind: "idle" })}>
          Cancel
        </Button>
      </div>
    );
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      className={styles.pickItTooButton}
      loading={step.kind === "reading"}
      aria-label={`Pick it too: ${selectionLabel({ ...pick, price: pick.moneyLine }, teams)}, ${pick.fixture.teams.away.name} @ ${pick.fixture.teams.home.name}`}
      onClick={readLine}
    >
      Pick it too
    </Button>
  );
}

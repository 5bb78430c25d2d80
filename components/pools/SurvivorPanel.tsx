"use client";
// A survivor pool's page body: who is alive, the winners once it ends, the caller's lives and pick, the slate's games,
// the board option, who still has to pick, the members' lives and used teams, and the elimination log.
import { useId, useState } from "react";
import type { SurvivorGame, SurvivorPickResult, SurvivorState } from "@/lib/contracts/survivor";
import { LEAGUE_LABELS } from "@/lib/domain/leagues";
import { aliveLabel } from "@/lib/domain/survivor";
import { offerPushAfterPick } from "@/lib/client/push-offer-store";
import { useSurvivor } from "@/lib/swr/use-survivor";
import season from "./PoolSeason.module.css";
import styles from "./Pools.module.css";
import { StillToPick } from "./StillToPick";
import survivor from "./Survivor.module.css";
import { SurvivorSlate } from "./SurvivorSlate";
import { EliminationLog, SurvivorStandings } from "./SurvivorStandings";
import { api } from "@/lib/client/api";
import { usePoolAction } from "./use-pool-action";
import type { Side } from "@/lib/domain/enum-values";

const BOARD_WORDS: Record<SurvivorPickResult["boardPick"], string> = {
  created: " It also counts as a money-line pick on the board.",
  already: " You already had a pick on this game on the board: that one stays, and nothing was added.",
  skipped: " It could not be added to the board (no money line right now); your survivor pick stands.",
  off: "",
};

function rulesText(state: SurvivorState): string {
  const lives = state.lives === 1 ? "1 life each" : `${state.lives} lives each`;
  const slates = state.slateUnit === "week" ? "one pick a week (Monday to Sunday)" : "one pick a day";
  return `${LEAGUE_LABELS[state.league].short}: ${slates}, each team once, ${lives}. A loss, a tie or no pick by the slate's first game costs a life${state.autoPick ? ", unless auto-pick finds a team for you" : ""}. Picks stay hidden until their game starts.`;
}

function meText(state: SurvivorState): string | null {
  const me = state.me;
  if (!me) return null;
  if (me.won) return state.winners.length > 1 ? "You share the win." : "You won: last one standing.";
  if (me.lives <= 0) return "You are out.";
  const pick = me.pick ? `Your pick for ${state.slate?.label ?? "this slate"}: ${me.pick.abbreviation}${me.pick.auto ? " (auto-pick)" : ""}.` : "You have not picked for this slate yet.";
  return `You have ${me.lives === 1 ? "1 life" : `${me.lives} lives`} left. ${state.slate ? pick : ""}`.trim();
}

export function SurvivorPanel({ poolId, firstState }: { poolId: string; firstState: SurvivorState }) {
  const { state, reload } = useSurvivor(poolId, firstState);
  const { run, busy, failure } = usePoolAction();
  const [status, setStatus] = useState<string | null>(null);
  const headingId = useId();
  const boardHintId = useId();

  async function pick(game: SurvivorGame, side: Side) {
    setStatus(null);
    const done = await run(`pick-${game.fixtureId}-${side}`, api.survivor.pick, { params: { poolId }, body: { fixtureId: game.fixtureId, side } });
    if (done) {
      setStatus(`You picked ${done.abbreviation} for ${state.slate?.label ?? "this slate"}.${BOARD_WORDS[done.boardPick]}`);
      offerPushAfterPick("pool");
    }
    await reload();
  }

  async function countOnBoard(on: boolean) {
    setStatus(null);
    if (await run("options", api.survivor.setOptions, { params: { poolId }, body: { countOnBoard: on } })) {
      setStatus(on ? "Your next survivor picks also count on the board." : "Your survivor picks stay off the board.");
      await reload();
    }
  }

  const winners = state.winners.map((winner) => winner.username ?? "Picker").join(", ");
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Survivor</h2>
      <p className={survivor.alive}>{aliveLabel(state.alive, state.members)}</p>
      {state.ended ? (
        <p className={season.announcement}>{state.winners.length > 1 ? `The pool is over: ${winners} share the win.` : `The pool is over: ${winners || "nobody"} won.`}</p>
      ) : null}
      <p className={season.rule}>{rulesText(state)}</p>
      {meText(state) ? <p>{meText(state)}</p> : null}
      {state.slate ? <h3>Pick for {state.slate.label}</h3> : null}
      <SurvivorSlate state={state} busy={busy} onPick={pick} />
      {status ? <p role="status" className={styles.status}>{status}</p> : null}
      {failure ? <p role="alert" className={styles.error}>{failure}</p> : null}
      {state.me && !state.ended ? (
        <div>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={state.me.countOnBoard}
              disabled={busy === "options"}
              aria-describedby={boardHintId}
              onChange={(event) => countOnBoard(event.currentTarget.checked)}
            />
            Also count my survivor picks as money-line picks on the global board
          </label>
          <p id={boardHintId} className={season.rule}>
            Each board pick is hidden from others (Picked ✓) until its game starts, as your survivor pick is.
          </p>
        </div>
      ) : null}
      {state.ended ? null : (
        <StillToPick pending={{ week: state.slate?.slate ?? null, label: state.slate?.label ?? null, count: state.pending.count, members: state.pending.members }} />
      )}
      <SurvivorStandings state={state} />
      <EliminationLog log={state.log} />
    </section>
  );
}

// The members of a survivor pool by lives left, with their used teams and this slate's pick ("Picked ✓" until its game starts), and the elimination log.
import { useId } from "react";
import type { SurvivorLogEntry, SurvivorStanding, SurvivorState } from "@/lib/contracts/survivor";
import { OUTCOME_WORDS, slateDayText, type SurvivorOutcome } from "@/lib/domain/survivor";
import season from "./PoolSeason.module.css";
import styles from "./Survivor.module.css";

function livesText(row: SurvivorStanding, league: SurvivorState["league"]): string {
  if (row.won) return "Winner";
  if (row.lives <= 0) return row.eliminatedOn ? `Out (${slateDayText(row.eliminatedOn, league)})` : "Out";
  return row.lives === 1 ? "1 life" : `${row.lives} lives`;
}

function slateText(pick: SurvivorStanding["slatePick"]): string {
  if (pick === "none") return "No pick yet";
  if (pick === "hidden") return "Picked ✓";
  return `Picked ${pick}`;
}

const outcomeText = (outcome: SurvivorOutcome | null) => (outcome ? ` (${OUTCOME_WORDS[outcome]})` : "");

export function SurvivorStandings({ state }: { state: SurvivorState }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      {/* The page's own members list, below, is "Members": this one is the game's state of each. */}
      <h3 id={headingId}>Lives and used teams</h3>
      <ul className={styles.members} aria-label="Members, lives and used teams">
        {state.standings.map((row) => (
          <li key={row.userId} className={`${styles.member} ${row.lives <= 0 && !row.won ? styles.out : ""}`}>
            <strong>{row.username ?? "Picker"}</strong>
            <span>{livesText(row, state.league)}</span>
            {state.slate && row.lives > 0 ? <span>{slateText(row.slatePick)}</span> : null}
            <span className={styles.used}>
              Used: {row.usedTeams.length ? row.usedTeams.map((team) => `${team.abbreviation}${outcomeText(team.outcome)}`).join(", ") : "none yet"}
            </span>
          </li>
        ))}
      </ul>
      {state.members > state.standings.length ? <p className={season.rule}>and {state.members - state.standings.length} more members</p> : null}
    </section>
  );
}

function logText(entry: SurvivorLogEntry): string {
  const who = entry.username ?? "A picker";
  const what = entry.outcome === "MISSED" ? "made no pick" : `${entry.outcome === "TIE" ? "tied" : "lost"} with ${entry.abbreviation ?? "their team"}`;
  return `${entry.label}: ${who} ${what}${entry.eliminated ? " and is out" : ", one life lost"}`;
}

export function EliminationLog({ log }: { log: SurvivorLogEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Elimination log</h3>
      {log.length === 0 ? (
        <p className={season.rule}>Nobody has lost a life yet.</p>
      ) : (
        <ol className={styles.members} aria-label="Lives lost, newest first">
          {log.map((entry) => (
            <li key={`${entry.slate}-${entry.userId}`} className={styles.member}>
              {logText(entry)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

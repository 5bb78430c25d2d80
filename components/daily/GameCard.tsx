// The game of a daily pick: both teams with their records and money lines, the spread and total where offered, the time,
// and the status or final score.
import { GameTime } from "@/components/fixtures/GameTime";
import { formatRecord } from "@/lib/domain/format";
import { moneyLineLabel, statusLabel } from "@/lib/domain/daily-pick-text";
import { MARKET_NAMES, selectionLabel } from "@/lib/domain/markets";
import type { DailyPick, DailyPickTeam } from "@/lib/contracts/daily-picks";
import styles from "./GameCard.module.css";

function TeamRow({ team, side, line, score, winner }: { team: DailyPickTeam; side: string; line: number | null; score: number | null; winner: boolean }) {
  return (
    <li className={styles.team}>
      <span className={styles.swatch} style={{ background: team.color }} aria-hidden="true" />
      <span className={styles.name}>
        <span className={styles.teamName}>{team.name}</span>
        <span className={styles.detail}>
          {side} · {formatRecord(team.record)}
          {winner ? " · Winner" : ""}
        </span>
      </span>
      <span className={styles.line} aria-label={`Money line ${moneyLineLabel(line)}`}>
        {moneyLineLabel(line)}
      </span>
      {score !== null ? <span className={styles.score}>{score}</span> : null}
    </li>
  );
}

/** The spread and the total, each only when the game has that line (never a placeholder). */
function GameMarkets({ pick }: { pick: DailyPick }) {
  const { spread, total } = pick.markets;
  if (!spread && !total) return null;
  const teams = { home: pick.teams.home.abbreviation, away: pick.teams.away.abbreviation };
  return (
    <dl className={styles.markets}>
      {spread ? (
        <>
          <dt>{MARKET_NAMES.SPREAD}</dt>
          <dd>
            {selectionLabel({ market: "SPREAD", side: "AWAY", ...spread.away }, teams)} ·{" "}
            {selectionLabel({ market: "SPREAD", side: "HOME", ...spread.home }, teams)}
          </dd>
        </>
      ) : null}
      {total ? (
        <>
          <dt>{MARKET_NAMES.TOTAL}</dt>
          <dd>
            {selectionLabel({ market: "TOTAL", side: "OVER", point: total.points, price: total.over }, teams)} ·{" "}
            {selectionLabel({ market: "TOTAL", side: "UNDER", point: total.points, price: total.under }, teams)}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

export function GameCard({ pick }: { pick: DailyPick }) {
  const { home, away } = pick.teams;
  return (
    <section className={styles.card} aria-label="The game">
      <p className={styles.meta}>
        <GameTime iso={pick.date.time} />
        <span className={styles.status} data-status={pick.status}>
          {statusLabel(pick)}
        </span>
      </p>
      <ul className={styles.teams}>
        <TeamRow team={away} side="Away" line={pick.bet.away} score={pick.score.away} winner={pick.winnerTeamId === away.id} />
        <TeamRow team={home} side="Home" line={pick.bet.home} score={pick.score.home} winner={pick.winnerTeamId === home.id} />
      </ul>
      <GameMarkets pick={pick} />
    </section>
  );
}

// One single pick: league, the game, the side picked, its state (Pending, Won, Lost) and the game time.
import clsx from "clsx";
import { GameTime } from "@/components/fixtures/GameTime";
import { formatPoints } from "@/lib/domain/format";
import { LEAGUE_LABELS } from "@/lib/domain/leagues";
import { takenAgainstClose } from "@/lib/domain/skill-text";
import type { PickView } from "@/lib/server/pickers/pick-view";
import styles from "./PickCard.module.css";

export function pickStateLabel(pick: { state: string; outcome: string | null }): string {
  if (pick.state === "PENDING") return "Pending";
  if (pick.outcome === "WIN") return "Won";
  if (pick.outcome === "LOOSE") return "Lost";
  return "Push";
}

export function PickCard({ pick, as: Tag = "li" }: { pick: PickView; as?: "li" | "div" }) {
  const { home, away } = pick.fixture.teams;
  const picked = pick.side === "HOME" ? home : away;
  const label = pickStateLabel(pick);
  return (
    <Tag className={styles.card}>
      <span className={styles.league}>{LEAGUE_LABELS[pick.league].short}</span>
      <span className={styles.game}>
        {away.name} @ {home.name}
      </span>
      <span className={styles.picked}>
        Picked <strong>{picked.name}</strong>
      </span>
      <span className={styles.odds}>{takenAgainstClose(pick.moneyLine, pick.closingMoneyLine)}</span>
      <span className={styles.time}>
        <GameTime iso={pick.fixture.startsAt} />
      </span>
      <span className={clsx(styles.state, styles[label.toLowerCase() as keyof typeof styles])}>
        {label}
        {label === "Won" ? ` +${formatPoints(pick.points)}` : ""}
      </span>
    </Tag>
  );
}

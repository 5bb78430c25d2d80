// One single pick: league, the game, the pick as a bet slip ("BUF -2.5 (-110)"), its state (Pending, Won, Lost), the
// game time and, once the game has started, a money-line pick's closing line; a hidden pick says only that it was made.
// Someone else's pick on a game still to start offers "Pick it too".
import clsx from "clsx";
import { GameTime } from "@/components/fixtures/GameTime";
import { formatPoints } from "@/lib/domain/format";
import { LEAGUE_LABELS } from "@/lib/domain/leagues";
import { pickSlip } from "@/lib/domain/markets";
import { formatMoneyLine } from "@/lib/domain/odds";
import { pickStateLabel } from "@/lib/domain/pick-state";
import type { PickView } from "@/lib/contracts/picks";
import { ShareButton } from "@/components/share/ShareButton";
import { sharedPickPath } from "@/lib/domain/share-paths";
import { pickSlipLine } from "@/lib/domain/share-text";
import { HIDDEN_UNTIL_START, PICKED_LABEL } from "@/lib/domain/hidden-picks";
import { PickItToo } from "./PickItToo";
import styles from "./PickCard.module.css";

type Props = { pick: PickView; as?: "li" | "div"; /** The picker's own card: a Share button to the pick's public page. */ shareable?: boolean };

export function PickCard({ pick, as: Tag = "li", shareable = false }: Props) {
  const { home, away } = pick.fixture.teams;
  // A hidden pick keeps the card's shape: who, which game and when, with "Picked ✓" for the side, price and result.
  const slip = pick.hidden ? null : pickSlip(pick, pick.fixture.teams);
  // The slip holds the price taken; below it, the close once there is one (money-line picks).
  const below = pick.hidden ? HIDDEN_UNTIL_START : pick.closingMoneyLine === null ? null : `Closing line ${formatMoneyLine(pick.closingMoneyLine)}`;
  const label = pick.hidden ? pickStateLabel({ state: pick.state, outcome: null }) : pickStateLabel(pick);
  return (
    <Tag className={styles.card}>
      <span className={styles.league}>{LEAGUE_LABELS[pick.league].short}</span>
      <span className={styles.game}>
        {away.name} @ {home.name}
      </span>
      <span className={styles.picked}>{pick.hidden ? <strong>{PICKED_LABEL}</strong> : <>Picked <strong>{slip}</strong></>}</span>
      {below ? <span className={styles.odds}>{below}</span> : null}
      <span className={styles.time}>
        <GameTime iso={pick.fixture.startsAt} />
      </span>
      <span className={clsx(styles.state, styles[label.toLowerCase() as keyof typeof styles])}>
        {label}
        {!pick.hidden && label === "Won" ? ` +${formatPoints(pick.points)}` : ""}
      </span>
      {shareable && !pick.hidden && pick.kind === "NORMAL" ? (
        <ShareButton className={styles.share} path={sharedPickPath(pick.id)} title={`${pickSlipLine(pick)} in ${away.name} @ ${home.name}`} label="Share pick" />
      ) : null}
      {pick.hidden ? null : <PickItToo pick={pick} />}
    </Tag>
  );
}

// /pick/{id}: a shared pick, complete without JavaScript: the game, the side and line taken, the result, and a call to pick.
import { HIDDEN_UNTIL_START, PICKED_LABEL } from "@/lib/domain/hidden-picks";
import { ShareButton } from "@/components/share/ShareButton";
import { SharedByline } from "@/components/share/SharedByline";
import { SharedPickCallToAction } from "@/components/share/SharedPickCallToAction";
import { PickItToo } from "@/components/picker/PickItToo";
import styles from "@/components/share/SharedPage.module.css";
import { gameTimeLabel } from "@/lib/domain/format";
import { LEAGUE_LABELS } from "@/lib/domain/leagues";
import { formatMoneyLine } from "@/lib/domain/odds";
import { sharedPickPath } from "@/lib/domain/share-paths";
import { appTimeZone } from "@/lib/settings";
import { fixturePath, statusLabel } from "@/lib/domain/daily-pick-text";
import { loadSharedPick } from "@/lib/server/share/load-shared";
import { MARKET_NAMES } from "@/lib/domain/markets";
import {
  pickDescription,
  pickedName,
  pickTitle,
  resultLine,
} from "@/lib/domain/share-text";
import { sharedPageMetadata, type SharedPageProps } from "@/lib/server/share/share-seo";

export const generateMetadata = sharedPageMetadata(loadSharedPick, ({ pick, picker }) => ({
  path: sharedPickPath(pick.id),
  title: pickTitle(pick, picker.username),
  description: pickDescription(pick),
}));

export default async function SharedPickPage({ params }: SharedPageProps) {
  const { pick, picker, viewer } = await loadSharedPick((await params).id);
  const { home, away } = pick.fixture.teams;
  const title = pickTitle(pick, picker.username);
  return (
    <main className={styles.page}>
      <SharedByline what={`${LEAGUE_LABELS[pick.league].short} pick`} username={picker.username} />
      <h1 className={styles.title}>{pick.hidden ? `${picker.username}'s pick` : `${picker.username} picked ${pickedName(pick)}`}</h1>
      <dl className={styles.facts}>
        <dt>Game</dt>
        <dd>
          {away.name} @ {home.name}
        </dd>
        {pick.hidden ? (
          <>
            <dt>Pick</dt>
            <dd>
              <strong>{PICKED_LABEL}</strong> {HIDDEN_UNTIL_START}
            </dd>
          </>
        ) : (
          <>
            <dt>Market</dt>
            <dd>{MARKET_NAMES[pick.market]}</dd>
            <dt>Line taken</dt>
            <dd>{formatMoneyLine(pick.moneyLine)}</dd>
          </>
        )}
        <dt>Game time</dt>
        <dd>{gameTimeLabel(pick.fixture.startsAt, appTimeZone())}</dd>
        <dt>Game status</dt>
        <dd>{statusLabel({ ...pick.fixture })}</dd>
        <dt>Result</dt>
        <dd>{pick.hidden ? "Pending" : resultLine(pick)}</dd>
      </dl>
      {viewer?.id === pick.userId ? (
        <div className={styles.actions}>
          <ShareButton
            path={sharedPickPath(pick.id)}
            title={title}
            label="Share this pick"
          />
        </div>
      ) : null}
      {pick.hidden ? null : (
        <div className={styles.actions}>
          <PickItToo pick={pick} />
        </div>
      )}
      <SharedPickCallToAction
        fixtureHref={fixturePath({ league: pick.league, id: pick.fixtureId })}
        open={pick.fixture.status === "PREGAME"}
      />
    </main>
  );
}

// /parlay/{id}: a shared parlay, complete without JavaScript: its legs, the combined line and the result.
import { HIDDEN_UNTIL_START, PICKED_LABEL } from "@/lib/domain/hidden-picks";
import Link from "next/link";
import { ShareButton } from "@/components/share/ShareButton";
import { SharedByline } from "@/components/share/SharedByline";
import styles from "@/components/share/SharedPage.module.css";
import { ButtonLink } from "@/components/ui/Button";
import { LEAGUE_LABELS } from "@/lib/domain/leagues";
import { formatMoneyLine } from "@/lib/domain/odds";
import { sharedParlayPath } from "@/lib/domain/share-paths";
import { fixturePath } from "@/lib/domain/daily-pick-text";
import { loadSharedParlay } from "@/lib/server/share/load-shared";
import {
  parlayDescription,
  parlayLegName,
  parlayTitle,
  resultLine,
} from "@/lib/domain/share-text";
import { sharedPageMetadata, type SharedPageProps } from "@/lib/server/share/share-seo";

export const generateMetadata = sharedPageMetadata(loadSharedParlay, ({ parlay, picker }) => ({
  path: sharedParlayPath(parlay.id),
  title: parlayTitle(parlay, picker.username),
  description: parlayDescription(parlay),
}));

export default async function SharedParlayPage({ params }: SharedPageProps) {
  const { parlay, picker, viewer } = await loadSharedParlay((await params).id);
  const title = parlayTitle(parlay, picker.username);
  return (
    <main className={styles.page}>
      <SharedByline what="Parlay" username={picker.username} />
      <h1 className={styles.title}>{title}</h1>
      {parlay.hidden ? (
        <dl className={styles.facts}>
          <dt>Legs</dt>
          <dd>
            {PICKED_LABEL} {HIDDEN_UNTIL_START}
          </dd>
          <dt>Result</dt>
          <dd>Pending</dd>
        </dl>
      ) : (
        <dl className={styles.facts}>
          <dt>Legs</dt>
          <dd>
            <ol className={styles.legs}>
              {parlay.picks.map((leg) => (
                <li key={leg.id}>
                  <Link
                    href={fixturePath({
                      league: leg.fixture.league,
                      id: leg.fixtureId,
                    })}
                  >
                    {LEAGUE_LABELS[leg.fixture.league].short}:{" "}
                    {parlayLegName(leg)} ({formatMoneyLine(leg.moneyLine)})
                  </Link>
                </li>
              ))}
            </ol>
          </dd>
          <dt>Combined line</dt>
          <dd>{formatMoneyLine(parlay.betTotal)}</dd>
          <dt>Result</dt>
          <dd>{resultLine(parlay)}</dd>
        </dl>
      )}
      <div className={styles.actions}>
        {viewer?.id === parlay.userId ? (
          <ShareButton
            path={sharedParlayPath(parlay.id)}
            title={title}
            label="Share this parlay"
          />
        ) : null}
        <ButtonLink href="/leaderboard" variant="ghost">
          See the leaderboard
        </ButtonLink>
      </div>
    </main>
  );
}

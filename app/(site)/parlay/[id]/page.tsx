// /parlay/{id}: a shared parlay, complete without JavaScript: its legs, the combined line and the result.
import { HIDDEN_UNTIL_START, PICKED_LABEL } from "@/lib/domain/hidden-picks";
import type { Metadata } from "next";
import Link from "next/link";
import { ShareButton } from "@/components/share/ShareButton";
import styles from "@/components/share/SharedPage.module.css";
import { ButtonLink } from "@/components/ui/Button";
import { LEAGUE_LABELS } from "@/lib/domain/leagues";
import { formatMoneyLine } from "@/lib/domain/odds";
import { profilePath, sharedParlayPath } from "@/lib/domain/share-paths";
import { fixturePath } from "@/lib/domain/daily-pick-text";
import { loadSharedParlay } from "@/lib/server/share/load-shared";
import {
  parlayDescription,
  parlayLegName,
  parlayTitle,
  resultLine,
} from "@/lib/domain/share-text";
import { shareMetadata } from "@/lib/server/share/share-seo";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { parlay, picker, version } = await loadSharedParlay((await params).id);
  const title = parlayTitle(parlay, picker.username);
  return shareMetadata({
    path: sharedParlayPath(parlay.id),
    title,
    description: parlayDescription(parlay),
    version,
    alt: title,
  });
}

export default async function SharedParlayPage({ params }: Props) {
  const { parlay, picker, viewer } = await loadSharedParlay((await params).id);
  const title = parlayTitle(parlay, picker.username);
  return (
    <main className={styles.page}>
      <p className={styles.kicker}>
        Parlay by{" "}
        <Link href={profilePath(picker.username)}>{picker.username}</Link>
      </p>
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

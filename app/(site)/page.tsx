// The landing page: what Pickline is (and, for a signed-in user still to verify, the prompt to do so), a card per league with how many pickers play it, and how it works.
import { VerifyEmailPrompt } from "@/components/auth/VerifyEmailPrompt";
import { LeagueCards } from "@/components/leagues/LeagueCards";
import { ButtonLink } from "@/components/ui/Button";
import { DAILY_PICKS_PATH } from "@/lib/settings/site";
import { formatMoneyLine, moneyLineToDecimal } from "@/lib/domain/odds";
import { formatPoints } from "@/lib/domain/format";
import { cachedLeaguePickerCounts } from "@/lib/server/leagues/count-league-pickers";
import { callerWithNickname } from "@/lib/server/auth/page-access";
import styles from "./page.module.css";

const STEPS = [
  { title: "Pick a winner", text: "Click the team you back in any upcoming NFL, NBA, NHL or MLB game, right up to the start." },
  { title: "Earn the odds", text: `A correct ${formatMoneyLine(150)} underdog pick earns ${formatPoints(moneyLineToDecimal(150))} points. Parlays multiply them.` },
  { title: "Climb the board", text: "Follow sharp pickers, learn from their picks and race them up the weekly leaderboard." },
];

export default async function LandingPage() {
  // A visitor has no session cookie, so this reads nothing for them.
  await callerWithNickname();
  const counts = await cachedLeaguePickerCounts();
  return (
    <main className={styles.main}>
      <VerifyEmailPrompt />
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>Free sports picks · No real money</p>
            <h1 id="hero-title" className={styles.title}>
              Pick winners. Earn points. <span className={styles.highlight}>Climb the board.</span>
            </h1>
            <p className={styles.lead}>
              Free picks on NFL, NBA, NHL and MLB games. A correct +150 pick earns 2.5 points. No real money, just bragging rights.
            </p>
            <div className={styles.actions}>
              <ButtonLink href={DAILY_PICKS_PATH} variant="accent" size="lg">
                Today&apos;s free picks
              </ButtonLink>
              <ButtonLink href="/leaderboard" variant="ghost" size="lg" className={styles.ghost}>
                See the leaderboard
              </ButtonLink>
            </div>
          </div>
          <div className={styles.ticket} aria-hidden="true">
            <div className={styles.ticketHead}>
              <span>NBA · Tonight 7:30 PM</span>
              <span className={styles.live}>Your pick</span>
            </div>
            <div className={styles.matchup}>
              <span className={styles.team} style={{ background: "#007a33" }}>BOS</span>
              <span className={styles.at}>@</span>
              <span className={`${styles.team} ${styles.picked}`} style={{ background: "#006bb6" }}>NYK</span>
            </div>
            <div className={styles.ticketFoot}>
              <span>Knicks {formatMoneyLine(150)}</span>
              <strong>+{formatPoints(moneyLineToDecimal(150))} pts</strong>
            </div>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="leagues-title">
        <h2 id="leagues-title" className={styles.sectionTitle}>
          Choose your league
        </h2>
        <LeagueCards counts={counts} />
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          How it works
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber}>{index + 1}</span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}

// The Statistics tab's Skill card: closing-line value and luck in plain words, per league, and the cumulative chart.
import Link from "next/link";
import type { PickerSkill, SkillCurvePoint } from "@/lib/contracts/skill";
import { formatPoints } from "@/lib/domain/format";
import { LEAGUE_LABELS } from "@/lib/domain/leagues";
import { morePicksNeeded, skillSentences } from "@/lib/domain/skill-text";
import { SkillChart } from "./SkillChart";
import styles from "./SkillCard.module.css";

const signed = (value: number, digits = 1) => `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.abs(value).toFixed(digits)}`;

/** Which picks the figures count, said where they are shown (the rules page says why). */
export const SKILL_COUNTED =
  "Counted: single picks that won or lost, in every market; a spread or total only when its line closed at the point you took.";

export function SkillCard({ skill, curve }: { skill: PickerSkill; curve: readonly SkillCurvePoint[] }) {
  const overall = skill.periods.ALL;
  const enough = overall.settledPicks >= skill.minimumPicks;
  return (
    <section aria-labelledby="skill-heading" className={styles.card}>
      <h2 id="skill-heading" className={styles.heading}>Skill</h2>
      <p className={styles.intro}>
        Judged by the prices taken, not by wins: beating the closing line is what sharp bettors do.{" "}
        <Link href="/rules#skill">How it works</Link>
      </p>
      {!enough ? (
        <p className={styles.notYet}>{morePicksNeeded(overall.settledPicks, skill.minimumPicks)}</p>
      ) : (
        <>
          <ul className={styles.sentences}>
            {skillSentences(overall).map((sentence) => <li key={sentence}>{sentence}</li>)}
          </ul>
          <p className={styles.counted}>
            From {overall.settledPicks} settled picks: {formatPoints(overall.actualPoints)} points scored, {formatPoints(overall.expectedPoints)} expected.
            {" "}
            {SKILL_COUNTED}
          </p>
          <SkillChart points={curve} idPrefix="skill-chart" />
          {skill.leagues.length > 1 && (
            <table className={styles.leagues}>
              <caption>By league</caption>
              <thead>
                <tr><th scope="col">League</th><th scope="col">Picks</th><th scope="col">Beat close</th><th scope="col">Avg. CLV</th><th scope="col">Luck (pts)</th></tr>
              </thead>
              <tbody>
                {skill.leagues.map(({ league, figures }) => (
                  <tr key={league}>
                    <th scope="row">{LEAGUE_LABELS[league].short}</th>
                    <td>{figures.settledPicks}</td>
                    <td>{figures.beatCloseRate === null ? "–" : `${Math.round(figures.beatCloseRate)}%`}</td>
                    <td>{figures.averageClv === null ? "–" : `${signed(figures.averageClv)}%`}</td>
                    <td>{signed(figures.luck)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}

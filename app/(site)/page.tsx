// The landing page: one card per league with how many pickers play it.
import { connection } from "next/server";
import { LeagueCards } from "@/components/leagues/LeagueCards";
import { countLeaguePickers } from "@/lib/server/leagues/count-league-pickers";
import styles from "./page.module.css";

export default async function LandingPage() {
  await connection();
  const counts = await countLeaguePickers();
  return (
    <main className={styles.main}>
      <section className={styles.hero}>
        <h1 className={styles.title}>Pick winners. Earn points. Climb the board.</h1>
        <p className={styles.lead}>
          Free picks on NFL, NBA, NHL and MLB games. A correct +150 pick earns 2.5 points. No real money, just bragging rights.
        </p>
      </section>
      <LeagueCards counts={counts} />
    </main>
  );
}

// /{sport}/{league}/pickers/feed: "Pickers you might like", the hottest pickers of the league.
import type { Metadata } from "next";
import { BackToLeague } from "@/components/fixtures/BackToLeague";
import { LeagueSwitch } from "@/components/social/LeagueSwitch";
import { PickerCard } from "@/components/social/PickerCard";
import { PickerSearch } from "@/components/social/PickerSearch";
import cards from "@/components/social/PickerCard.module.css";
import styles from "@/components/social/feed-page.module.css";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { listHotPickers } from "@/lib/server/social/list-hot-pickers";
import { leaguePageRoute } from "@/lib/server/leagues/league-page-route";

type Props = { params: Promise<{ sport: string; league: string }> };

export const metadata: Metadata = { title: "Pickers you might like" };

export default async function PickersFeedPage({ params }: Props) {
  const route = await leaguePageRoute(params);
  const caller = await getCurrentUser();
  const pickers = await listHotPickers(route.league, caller?.id);
  return (
    <main className={styles.page}>
      <BackToLeague league={route.league} />
      <h1>Pickers you might like</h1>
      <LeagueSwitch current={route.league} suffix="/pickers/feed" label="League" />
      <PickerSearch signedIn={caller !== null} callerId={caller?.id ?? null} />
      {pickers.length ? (
        <ul className={cards.grid} aria-label="Pickers">
          {pickers.map((picker) => (
            <PickerCard key={picker.id} picker={picker} signedIn={caller !== null} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>There are no pickers for this league</p>
      )}
    </main>
  );
}

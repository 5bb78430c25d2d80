// /{sport}/{league}/picks/feed: "Picks from your network" with a league switch.
import type { Metadata } from "next";
import Link from "next/link";
import { BackToLeague } from "@/components/fixtures/BackToLeague";
import { LoginPrompt } from "@/components/picker/LoginPrompt";
import { LeagueSwitch } from "@/components/social/LeagueSwitch";
import { NetworkPickItem } from "@/components/social/NetworkPickItem";
import styles from "@/components/social/feed-page.module.css";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { listNetworkPicks } from "@/lib/server/social/list-network-picks";
import { leaguePageRoute } from "@/lib/server/leagues/league-page-route";

type Props = { params: Promise<{ sport: string; league: string }> };

export const metadata: Metadata = { title: "Picks from your network" };

export default async function PicksFeedPage({ params }: Props) {
  const route = await leaguePageRoute(params);
  const caller = await getCurrentUser();
  const page = caller ? await listNetworkPicks(caller.id, route.league, { limit: 40 }) : null;
  return (
    <main className={styles.page}>
      <BackToLeague league={route.league} />
      <h1>Picks from your network</h1>
      <LeagueSwitch current={route.league} suffix="/picks/feed" label="League" />
      {!page ? (
        <LoginPrompt what="picks from the pickers you follow" />
      ) : page.items.length ? (
        <ul className={styles.list}>
          {page.items.map((pick) => (
            <NetworkPickItem key={pick.id} pick={pick} callerId={caller?.id ?? null} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>
          No suggestions to show. Follow fellow pickers to see their picks!{" "}
          <Link href={`/${route.sport}/${route.league}/pickers/feed`}>Discover pickers</Link>
        </p>
      )}
    </main>
  );
}

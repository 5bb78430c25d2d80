// /picker/{username}/picks?sport=&league=: Pending, Recents and Parlays, filtered by league.
import Link from "next/link";
import { loadPicker } from "@/components/picker/load-picker";
import { profileTabMetadata } from "@/components/picker/profile-tab-metadata";
import { LoginPrompt } from "@/components/picker/LoginPrompt";
import { ParlayList } from "@/components/picker/ParlayList";
import { PickList } from "@/components/picker/PickList";
import { LEAGUE_LABELS, LEAGUES, parseLeagueRoute, sportOfLeague } from "@/lib/domain/leagues";
import { listPickerParlays } from "@/lib/server/parlays/list-picker-parlays";
import { listPickerPicks } from "@/lib/server/pickers/list-picker-picks";
import styles from "../profile.module.css";

type Props = { params: Promise<{ username: string }>; searchParams: Promise<{ sport?: string; league?: string }> };

const PAGE = { limit: 20 };
const PARLAYS_PAGE = 10;

export const generateMetadata = profileTabMetadata("picks", (username) => `${username}'s picks`);

export default async function PickerPicksPage({ params, searchParams }: Props) {
  const { profile, caller } = await loadPicker((await params).username);
  if (!caller) return <LoginPrompt what="this picker's picks" />;
  const query = await searchParams;
  const league = parseLeagueRoute(query.sport ?? "", query.league ?? "")?.league;
  const [pending, recents, parlays] = await Promise.all([
    listPickerPicks({ userId: profile.id, state: "PENDING", league }, PAGE, caller.id),
    listPickerPicks({ userId: profile.id, state: "FINAL", league }, PAGE, caller.id),
    listPickerParlays({ userId: profile.id, limit: PARLAYS_PAGE, league }, caller.id),
  ]);
  const base = `/picker/${encodeURIComponent(profile.username)}/picks`;
  const listProps = { userId: profile.id, league, limit: PAGE.limit, className: styles.list, shareable: profile.isOwn };
  const nothing = pending.items.length === 0 && recents.items.length === 0 && parlays.items.length === 0;

  return (
    <>
      <nav aria-label="League filter" className={styles.filters}>
        <Link href={base} className={styles.filter} aria-current={league ? undefined : "page"}>All leagues</Link>
        {LEAGUES.map((code) => (
          <Link key={code} href={`${base}?sport=${sportOfLeague(code)}&league=${code}`} className={styles.filter} aria-current={league === code ? "page" : undefined}>
            {LEAGUE_LABELS[code].short}
          </Link>
        ))}
      </nav>
      {nothing ? (
        <p className={styles.empty}>This picker has not made any pick yet</p>
      ) : (
        <>
          <section className={styles.section} aria-labelledby="pending-picks">
            <h2 id="pending-picks">Pending</h2>
            {pending.items.length ? <PickList {...listProps} state="PENDING" firstPage={pending} what="pending picks" /> : <p className={styles.empty}>No pending picks</p>}
          </section>
          <section className={styles.section} aria-labelledby="recent-picks">
            <h2 id="recent-picks">Recents</h2>
            {recents.items.length ? <PickList {...listProps} state="FINAL" firstPage={recents} what="settled picks" /> : <p className={styles.empty}>No settled picks yet</p>}
          </section>
          <section className={styles.section} aria-labelledby="parlays">
            <h2 id="parlays">Parlays</h2>
            {parlays.items.length ? (
              <ParlayList userId={profile.id} league={league} limit={PARLAYS_PAGE} firstPage={parlays} className={styles.list} shareable={profile.isOwn} />
            ) : (
              <p className={styles.empty}>No parlays yet</p>
            )}
          </section>
        </>
      )}
    </>
  );
}

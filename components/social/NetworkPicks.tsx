// The dashboard block "Picks from your network": the feed's first two picks per followed picker, or suggestions to follow.
import Link from "next/link";
import { PickCard } from "@/components/picker/PickCard";
import { PickerAvatar } from "@/components/picker/PickerAvatar";
import { sportOfLeague, type League } from "@/lib/domain/leagues";
import { getNetworkBlock } from "@/lib/server/social/list-network-picks";
import { listPickSuggestions } from "@/lib/server/social/list-pick-suggestions";
import { NetworkBlockFrame } from "./NetworkBlockFrame";
import { NetworkPickItem } from "./NetworkPickItem";
import { PickerName } from "./PickerName";
import styles from "./NetworkPicks.module.css";

const SUGGESTIONS = 3;

/** Only the caller's id matters here: the feed and the suggestions are theirs. */
type Props = { league: League; caller: { id: string } | null };

export async function NetworkPicks({ league, caller }: Props) {
  const base = `/${sportOfLeague(league)}/${league}`;
  const groups = caller ? await getNetworkBlock(caller.id, league) : [];
  return (
    <NetworkBlockFrame
      headingId="network-picks"
      heading="Picks from your network"
      actions={groups.length ? <Link href={`${base}/picks/feed`}>See all</Link> : null}
    >
      {groups.length ? (
        <ul className={styles.groups}>
          {groups.map((group) => (
            <li key={group.picker.id} className={styles.group}>
              <div className={styles.who}>
                <PickerAvatar picture={group.picker.picture} name={group.picker.username} size={28} decorative />
                <PickerName picker={group.picker} callerId={caller?.id ?? null} className={styles.name} />
                {group.more > 0 ? (
                  <Link href={`${base}/picks/feed`} className={styles.more} aria-label={`${group.more} more picks by ${group.picker.username}`}>
                    +{group.more}
                  </Link>
                ) : null}
              </div>
              <ul className={styles.picks}>
                {group.picks.map((pick) => (
                  <PickCard key={pick.id} pick={pick} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <NetworkEmpty league={league} caller={caller} base={base} />
      )}
    </NetworkBlockFrame>
  );
}

async function NetworkEmpty({ league, caller, base }: Props & { base: string }) {
  const suggestions = await listPickSuggestions(league, caller?.id, SUGGESTIONS);
  return (
    <div className={styles.empty}>
      <p>No suggestions to show. Follow fellow pickers to see their picks!</p>
      {suggestions.length ? (
        <ul className={styles.groups} aria-label="Suggested pickers">
          {suggestions.map((pick) => (
            <NetworkPickItem key={pick.id} pick={pick} callerId={caller?.id ?? null} follow={{ signedIn: caller !== null }} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No picks suggestions to show</p>
      )}
      <Link href={`${base}/pickers/feed`} className={styles.discover}>
        Discover pickers
      </Link>
    </div>
  );
}

// A pick with who made it: avatar and name linking to the profile above the pick card.
import Link from "next/link";
import { PickCard } from "@/components/picker/PickCard";
import { PickerAvatar } from "@/components/picker/PickerAvatar";
import type { NetworkPick } from "@/lib/contracts/social";
import { FollowButton } from "./FollowButton";
import styles from "./NetworkPicks.module.css";

type Props = { pick: NetworkPick; follow?: { signedIn: boolean } };

export function NetworkPickItem({ pick, follow }: Props) {
  return (
    <li className={styles.item}>
      <div className={styles.who}>
        <PickerAvatar picture={pick.picker.picture} name={pick.picker.username} size={28} decorative />
        <Link href={`/picker/${encodeURIComponent(pick.picker.username)}`} className={styles.name}>
          {pick.picker.username}
        </Link>
        {follow ? (
          <FollowButton userId={pick.picker.id} username={pick.picker.username} initialFollowing={false} signedIn={follow.signedIn} />
        ) : null}
      </div>
      <PickCard pick={pick} as="div" />
    </li>
  );
}

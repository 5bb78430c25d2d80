// A pick with who made it: avatar and name (linking to the profile unless it is private to others) above the pick card.
import { PickCard } from "@/components/picker/PickCard";
import { PickerAvatar } from "@/components/picker/PickerAvatar";
import type { NetworkPick } from "@/lib/contracts/social";
import { FollowButton } from "./FollowButton";
import { PickerName } from "./PickerName";
import styles from "./NetworkPicks.module.css";

type Props = { pick: NetworkPick; callerId: string | null; follow?: { signedIn: boolean } };

export function NetworkPickItem({ pick, callerId, follow }: Props) {
  return (
    <li className={styles.item}>
      <div className={styles.who}>
        <PickerAvatar picture={pick.picker.picture} name={pick.picker.username} size={28} decorative />
        <PickerName picker={pick.picker} callerId={callerId} className={styles.name} />
        {follow ? (
          <FollowButton userId={pick.picker.id} username={pick.picker.username} initialFollowing={false} signedIn={follow.signedIn} />
        ) : null}
      </div>
      <PickCard pick={pick} as="div" />
    </li>
  );
}

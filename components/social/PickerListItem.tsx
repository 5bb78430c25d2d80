// One picker in a list: avatar, name linking to the profile, score and followers, and a follow button.
import Link from "next/link";
import { formatPoints } from "@/lib/domain/format";
import type { PickerSummary } from "@/lib/contracts/social";
import { PickerAvatar } from "@/components/picker/PickerAvatar";
import { FollowButton } from "./FollowButton";
import styles from "./PickerList.module.css";

type Props = { picker: PickerSummary; callerId: string | null; detail?: string };

export function PickerListItem({ picker, callerId, detail }: Props) {
  return (
    <li className={styles.item}>
      <PickerAvatar picture={picker.picture} name={picker.username} size={40} decorative />
      <div className={styles.text}>
        <Link href={`/picker/${encodeURIComponent(picker.username)}`} className={styles.name}>
          {picker.username}
        </Link>
        <span className={styles.meta}>
          {detail ?? `${formatPoints(picker.score)} pts.`} · {picker.followersCount} {picker.followersCount === 1 ? "follower" : "followers"}
          {picker.hotStreak ? " · Hot streak" : ""}
        </span>
      </div>
      {picker.id !== callerId ? (
        <FollowButton userId={picker.id} username={picker.username} initialFollowing={picker.followedByCaller} signedIn={callerId !== null} />
      ) : null}
    </li>
  );
}

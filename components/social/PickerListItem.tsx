// One picker in a list: avatar, name linking to the profile (unless private, but for the picker themselves), score and followers, and a follow button.
import clsx from "clsx";
import type { ReactNode } from "react";
import { formatPoints } from "@/lib/domain/format";
import type { PickerSummary } from "@/lib/contracts/social";
import { PickerAvatar } from "@/components/picker/PickerAvatar";
import { FollowButton } from "./FollowButton";
import { PickerName } from "./PickerName";
import styles from "./PickerList.module.css";

/** `actions`: extra buttons after the follow button (a pool owner's Remove, for instance); `className` lays them out. */
type Props = { picker: PickerSummary; callerId: string | null; detail?: string; actions?: ReactNode; className?: string };

export function PickerListItem({ picker, callerId, detail, actions, className }: Props) {
  return (
    <li className={clsx(styles.item, className)}>
      <PickerAvatar picture={picker.picture} name={picker.username} size={40} decorative />
      <div className={styles.text}>
        <PickerName picker={picker} callerId={callerId} className={styles.name} />
        <span className={styles.meta}>
          {detail ?? `${formatPoints(picker.score)} pts.`} · {picker.followersCount} {picker.followersCount === 1 ? "follower" : "followers"}
          {picker.hotStreak ? " · Hot streak" : ""}
        </span>
      </div>
      {picker.id !== callerId ? (
        <FollowButton userId={picker.id} username={picker.username} initialFollowing={picker.followedByCaller} signedIn={callerId !== null} />
      ) : null}
      {actions}
    </li>
  );
}

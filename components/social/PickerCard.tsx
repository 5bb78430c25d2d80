// A picker card in "Pickers you might like": avatar, name, hot streak, score, followers and the follow button.
import { PickerAvatar } from "@/components/picker/PickerAvatar";
import { formatPoints } from "@/lib/domain/format";
import type { HotPicker } from "@/lib/contracts/social";
import { FollowButton } from "./FollowButton";
import { PickerName } from "./PickerName";
import styles from "./PickerCard.module.css";

export function PickerCard({ picker, signedIn }: { picker: HotPicker; signedIn: boolean }) {
  return (
    <li className={styles.card}>
      <PickerAvatar picture={picker.picture} name={picker.username} size={56} decorative />
      <PickerName picker={picker} callerId={null} className={styles.name} />
      {picker.hotStreak ? <span className={styles.hot}>Hot streak</span> : null}
      <dl className={styles.numbers}>
        <div>
          <dt>Score</dt>
          <dd>{formatPoints(picker.score)} pts.</dd>
        </div>
        <div>
          <dt>Followers</dt>
          <dd>{picker.followersCount}</dd>
        </div>
      </dl>
      <FollowButton userId={picker.id} username={picker.username} initialFollowing={picker.followedByCaller} signedIn={signedIn} />
    </li>
  );
}

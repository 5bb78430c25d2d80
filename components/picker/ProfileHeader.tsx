// The top of a picker profile: avatar, name, since, counts, bio, and the follow button or own-profile editors.
import Link from "next/link";
import { formatSince } from "@/lib/domain/format";
import { appTimeZone } from "@/lib/settings";
import type { PickerProfile } from "@/lib/contracts/pickers";
import { ShareButton } from "@/components/share/ShareButton";
import { FollowButton } from "@/components/social/FollowButton";
import { AvatarUpload } from "./AvatarUpload";
import { BioEditor } from "./BioEditor";
import { PickerAvatar } from "./PickerAvatar";
import styles from "./ProfileHeader.module.css";

type Props = { profile: PickerProfile; signedIn: boolean };

export function ProfileHeader({ profile, signedIn }: Props) {
  const base = `/picker/${encodeURIComponent(profile.username)}`;
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        {profile.isOwn ? (
          <AvatarUpload picture={profile.picture} name={profile.username} />
        ) : (
          <PickerAvatar picture={profile.picture} name={profile.username} size={96} />
        )}
        <div className={styles.names}>
          <h1 className={styles.username}>{profile.username}</h1>
          <p className={styles.since}>{formatSince(profile.createdAt, appTimeZone())}</p>
          <p className={styles.counts}>
            <Link href={`${base}/followers`}>
              <strong>{profile.followersCount}</strong> {profile.followersCount === 1 ? "follower" : "followers"}
            </Link>
            <Link href={`${base}/following`}>
              <strong>{profile.followingCount}</strong> following
            </Link>
          </p>
        </div>
        {profile.isOwn ? (
          <ShareButton path={base} title={`${profile.username}'s picks on Pickline`} label="Share profile" />
        ) : (
          <FollowButton userId={profile.id} username={profile.username} initialFollowing={profile.followedByCaller} signedIn={signedIn} />
        )}
      </div>
      {profile.isOwn ? <BioEditor initialBio={profile.bio ?? ""} /> : profile.bio ? <p className={styles.bio}>{profile.bio}</p> : null}
    </header>
  );
}

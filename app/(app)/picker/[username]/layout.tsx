// /picker/{username}: the profile header and tab bar around each tab.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { loadPicker } from "@/components/picker/load-picker";
import { ProfileHeader } from "@/components/picker/ProfileHeader";
import { ProfileTabs } from "@/components/picker/ProfileTabs";
import { profilePath } from "@/lib/domain/share-paths";
import { sharedProfileOf } from "@/lib/server/share/get-shared-profile";
import { shareMetadata } from "@/lib/server/share/share-seo";
import { profileDescription } from "@/lib/domain/share-text";
import styles from "./profile.module.css";

type Props = { children: ReactNode; params: Promise<{ username: string }> };

export async function generateMetadata({ params }: { params: Promise<{ username: string }> }): Promise<Metadata> {
  const { profile } = await loadPicker((await params).username);
  // The profile is the one loadPicker read for this request (its visibility checked there): no second lookup.
  const { record, version } = await sharedProfileOf(profile);
  const title = `${profile.username}'s picks and statistics`;
  return shareMetadata({ path: profilePath(profile.username), title, description: profileDescription(profile, record), version, alt: title, type: "profile" });
}

export default async function PickerLayout({ children, params }: Props) {
  const { profile, caller } = await loadPicker((await params).username);
  return (
    <main className={styles.page}>
      <ProfileHeader profile={profile} signedIn={caller !== null} />
      <ProfileTabs username={profile.username} />
      {children}
    </main>
  );
}

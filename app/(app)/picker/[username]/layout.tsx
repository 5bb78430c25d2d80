// /picker/{username}: the profile header and tab bar around each tab.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { loadPicker } from "@/components/picker/load-picker";
import { ProfileHeader } from "@/components/picker/ProfileHeader";
import { ProfileTabs } from "@/components/picker/ProfileTabs";
import styles from "./profile.module.css";

type Props = { children: ReactNode; params: Promise<{ username: string }> };

export async function generateMetadata({ params }: { params: Promise<{ username: string }> }): Promise<Metadata> {
  const { profile } = await loadPicker((await params).username);
  return { title: `${profile.username}'s picks and statistics` };
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

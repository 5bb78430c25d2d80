// /picker/{username}/following: the pickers this picker follows, with follow buttons.
import Link from "next/link";
import { loadPicker } from "@/components/picker/load-picker";
import { profileTabMetadata } from "@/components/picker/profile-tab-metadata";
import { FollowList } from "@/components/social/FollowList";
import { listFollows } from "@/lib/server/social/list-follows";

const LIMIT = 50;

type Props = { params: Promise<{ username: string }> };

export const generateMetadata = profileTabMetadata("following", (username) => `Pickers ${username} follows`);

export default async function PickerFollowingPage({ params }: Props) {
  const { profile, caller } = await loadPicker((await params).username);
  const page = await listFollows(profile.id, "followings", { limit: LIMIT }, caller?.id);
  const empty = profile.isOwn ? (
    <>You are not following anyone yet. <Link href="/football/nfl/pickers/feed">Discover pickers</Link>.</>
  ) : (
    `${profile.username} is not following anyone yet.`
  );
  return <FollowList userId={profile.id} direction="followings" limit={LIMIT} firstPage={page} callerId={caller?.id ?? null} empty={empty} label={`Pickers ${profile.username} follows`} />;
}

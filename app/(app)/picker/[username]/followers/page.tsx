// /picker/{username}/followers: who follows this picker, with follow buttons.
import Link from "next/link";
import { loadPicker } from "@/components/picker/load-picker";
import { profileTabMetadata } from "@/components/picker/profile-tab-metadata";
import { FollowList } from "@/components/social/FollowList";
import { listFollows } from "@/lib/server/social/list-follows";

const LIMIT = 50;

type Props = { params: Promise<{ username: string }> };

export const generateMetadata = profileTabMetadata("followers", (username) => `${username}'s followers`);

export default async function PickerFollowersPage({ params }: Props) {
  const { profile, caller } = await loadPicker((await params).username);
  const page = await listFollows(profile.id, "followers", { limit: LIMIT }, caller?.id);
  const empty = profile.isOwn ? (
    <>Nobody follows you yet. Make some picks and <Link href="/football/nfl/pickers/feed">meet other pickers</Link>.</>
  ) : (
    `${profile.username} has no followers yet.`
  );
  return <FollowList userId={profile.id} direction="followers" limit={LIMIT} firstPage={page} callerId={caller?.id ?? null} empty={empty} label={`${profile.username}'s followers`} />;
}

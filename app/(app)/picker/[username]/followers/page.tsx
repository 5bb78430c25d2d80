// /picker/{username}/followers: who follows this picker, with follow buttons.
import Link from "next/link";
import { loadPicker } from "@/components/picker/load-picker";
import { PickerList } from "@/components/social/PickerList";
import { listFollows } from "@/lib/server/social/list-follows";

type Props = { params: Promise<{ username: string }> };

export default async function PickerFollowersPage({ params }: Props) {
  const { profile, caller } = await loadPicker((await params).username);
  const page = await listFollows(profile.id, "followers", { page: 0, limit: 50 }, caller?.id);
  const empty = profile.isOwn ? (
    <>Nobody follows you yet. Make some picks and <Link href="/football/nfl/pickers/feed">meet other pickers</Link>.</>
  ) : (
    `${profile.username} has no followers yet.`
  );
  return <PickerList pickers={page.items} callerId={caller?.id ?? null} empty={empty} label={`${profile.username}'s followers`} />;
}

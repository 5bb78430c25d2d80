// /picker/{username}/following: the pickers this picker follows, with follow buttons.
import Link from "next/link";
import { loadPicker } from "@/components/picker/load-picker";
import { PickerList } from "@/components/social/PickerList";
import { listFollows } from "@/lib/server/social/list-follows";

type Props = { params: Promise<{ username: string }> };

export default async function PickerFollowingPage({ params }: Props) {
  const { profile, caller } = await loadPicker((await params).username);
  const page = await listFollows(profile.id, "followings", { page: 0, limit: 50 }, caller?.id);
  const empty = profile.isOwn ? (
    <>You are not following anyone yet. <Link href="/football/nfl/pickers/feed">Discover pickers</Link>.</>
  ) : (
    `${profile.username} is not following anyone yet.`
  );
  return <PickerList pickers={page.items} callerId={caller?.id ?? null} empty={empty} label={`Pickers ${profile.username} follows`} />;
}

// A picker's name in a list: a link to their profile, or plain text when the profile is private to others.
import Link from "next/link";
import type { PickerSummary } from "@/lib/contracts/social";

type Props = { picker: Pick<PickerSummary, "id" | "username" | "private">; callerId: string | null; className?: string };

export function PickerName({ picker, callerId, className }: Props) {
  if (picker.private && picker.id !== callerId) return <span className={className}>{picker.username}</span>;
  return (
    <Link href={`/picker/${encodeURIComponent(picker.username)}`} className={className}>
      {picker.username}
    </Link>
  );
}

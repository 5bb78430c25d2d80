// Who made a pick in the feeds (network, suggestions, pool): the row to select and the picker shape it becomes.
import type { NetworkPick } from "@/lib/contracts/social";

export const pickAuthorSelect = { select: { id: true, username: true, image: true, private: true } } as const;

type AuthorRow = { id: string; username: string | null; image: string | null; private: boolean };

export function toPickAuthor(user: AuthorRow): NetworkPick["picker"] {
  return { id: user.id, username: user.username ?? "", picture: user.image, private: user.private };
}

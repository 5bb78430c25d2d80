// A week's grid and table come a page at a time in the week's order (rank, then member); a page's cursor names its last
// row: its rank ("-" for members the week has not ranked yet) and member.

/** Members a page holds; the caller's own row comes on top of them when it is beyond the page. */
export const CARD_PAGE_SIZE = 50;

export type Place = { userId: string; rank: number | null };

export const cursorOf = (place: Place) => `${place.rank ?? "-"}~${place.userId}`;

/** The contract's pattern has let only "<rank or ->~<member>" through. */
export function parseCursor(after: string): Place {
  const at = after.indexOf("~");
  const rank = after.slice(0, at);
  return { rank: rank === "-" ? null : Number(rank), userId: after.slice(at + 1) };
}

/** The page's cursor when a row follows it (pages are read one row longer than they show), else null. */
export const nextCursor = (page: readonly Place[]) => (page.length > CARD_PAGE_SIZE ? cursorOf(page[CARD_PAGE_SIZE - 1]) : null);

/** The members whose rows a page shows: the page's, then the caller when beyond it. */
export function pageMembers(page: readonly Place[], callerId: string): string[] {
  const shown = page.slice(0, CARD_PAGE_SIZE).map((place) => place.userId);
  return shown.includes(callerId) ? shown : [...shown, callerId];
}

// Picker search: case-insensitive username prefix, at most 10 results, shortest match first.
import "server-only";
import { db } from "@/lib/db";
import type { PickerSummary } from "@/lib/contracts/social";
import { pickerSummarySelect, toPickerSummaries } from "@/lib/server/social/picker-summary";

export const SEARCH_LIMIT = 10;

/** LIKE wildcards typed by the user are literal characters of a username, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function searchPickers(search: string, callerId?: string | null): Promise<PickerSummary[]> {
  const prefix = search.trim().toLowerCase();
  if (!prefix) return [];
  const ids = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM "User"
    WHERE "usernameKey" LIKE ${`${escapeLike(prefix)}%`}
    ORDER BY length("usernameKey"), "usernameKey"
    LIMIT ${SEARCH_LIMIT}`;
  if (ids.length === 0) return [];
  const rows = await db.user.findMany({ where: { id: { in: ids.map((row) => row.id) } }, select: pickerSummarySelect });
  const order = new Map(ids.map((row, index) => [row.id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return toPickerSummaries(rows, callerId);
}

// The public face of a picker in every list (followers, feeds, search): explicit fields, never a raw row.
import "server-only";
import type { PickerSummary } from "@/lib/contracts/social";
import { readDb } from "@/lib/server/read-db";

export const pickerSummarySelect = {
  id: true,
  username: true,
  image: true,
  standing: { select: { points: true } },
  hotStreak: true,
  private: true,
  _count: { select: { followers: true } },
} as const;

type Row = {
  id: string;
  username: string | null;
  image: string | null;
  standing: { points: { toString(): string } } | null;
  hotStreak: boolean;
  private: boolean;
  _count: { followers: number };
};

/** Which of these ids the caller already follows, in one query. */
export async function followedAmong(callerId: string | null | undefined, ids: string[]): Promise<Set<string>> {
  if (!callerId || ids.length === 0) return new Set();
  const rows = await (await readDb(callerId)).follow.findMany({
    where: { followerId: callerId, followedId: { in: ids } },
    select: { followedId: true },
  });
  return new Set(rows.map((row) => row.followedId));
}

export function toPickerSummary(row: Row, followed: Set<string>): PickerSummary {
  return {
    id: row.id,
    username: row.username ?? "",
    picture: row.image,
    score: row.standing?.points.toString() ?? "0",
    hotStreak: row.hotStreak,
    private: row.private,
    followersCount: row._count.followers,
    followedByCaller: followed.has(row.id),
  };
}

export async function toPickerSummaries(rows: Row[], callerId: string | null | undefined): Promise<PickerSummary[]> {
  const followed = await followedAmong(callerId, rows.map((row) => row.id));
  return rows.map((row) => toPickerSummary(row, followed));
}

// The public face of a pool for its members: name, description, leagues, owner and member count, one select.
import "server-only";
import type { PoolDetail, PoolSummary } from "@/lib/contracts/pools";
import { fromDbLeague } from "@/lib/domain/leagues";
import type { Prisma } from "@/lib/generated/prisma/client";
import { appTimeZone } from "@/lib/settings";
import { seasonStartOf } from "./pool-season";

export const poolSummarySelect = {
  id: true,
  name: true,
  description: true,
  leagues: true,
  kind: true,
  ownerId: true,
  inviteCode: true,
  announcement: true,
  announcedAt: true,
  seasonStart: true,
  hidePicks: true,
  createdAt: true,
  owner: { select: { id: true, username: true } },
  _count: { select: { members: true } },
} satisfies Prisma.PoolSelect;

type Row = Prisma.PoolGetPayload<{ select: typeof poolSummarySelect }>;

export function toPoolSummary(row: Row, callerId: string): PoolSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    leagues: row.leagues.map(fromDbLeague),
    kind: row.kind,
    memberCount: row._count.members,
    owner: { id: row.owner.id, username: row.owner.username ?? "" },
    isOwner: row.ownerId === callerId,
  };
}

/** The pool page's head: the invite code only for its owner. */
export function toPoolDetail(row: Row, callerId: string): PoolDetail {
  const summary = toPoolSummary(row, callerId);
  return {
    ...summary,
    inviteCode: summary.isOwner ? row.inviteCode : null,
    announcement: row.announcement,
    announcedAt: row.announcedAt?.toISOString() ?? null,
    seasonStart: seasonStartOf(row, appTimeZone()),
    hidePicks: row.hidePicks,
  };
}

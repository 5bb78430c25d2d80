// The teams a sync matches feed games against, with every provider identity and former name they answer to.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { FeedTeam } from "@/lib/feeds/types";

export async function loadFeedTeams(db: PrismaClient): Promise<FeedTeam[]> {
  const rows = await db.team.findMany({
    select: {
      id: true, league: true, abbreviation: true, name: true, rating: true,
      espnId: true, espnAbbreviation: true, oddsApiName: true, aliases: { select: { alias: true } },
    },
    orderBy: { id: "asc" },
  });
  return rows.map(({ aliases, ...team }) => ({ ...team, aliases: aliases.map((row) => row.alias) }));
}

/** How an unmatched team is named in the sync summary and log: "NHL Utah Hockey Club (UTAH)". */
export function describeTeamRef(league: string, ref: { name?: string | null; abbreviation?: string | null; espnId?: string | null }): string {
  const label = ref.name ?? ref.abbreviation ?? (ref.espnId ? `ESPN team ${ref.espnId}` : "(no name)");
  return `${league} ${label}${ref.name && ref.abbreviation ? ` (${ref.abbreviation})` : ""}`;
}

// What the admin's fixture views read of a fixture: the game, its teams' names and its report with its state.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export const adminFixtureSelect = {
  id: true,
  league: true,
  startsAt: true,
  status: true,
  report: true,
  reportPublishedAt: true,
  homeTeam: { select: { name: true } },
  awayTeam: { select: { name: true } },
} satisfies Prisma.FixtureSelect;

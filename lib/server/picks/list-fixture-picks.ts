// The picks made on one fixture, newest first, a bounded page at a time (public: no e-mail, no odds internals).
import "server-only";
import { decodeOptionalKeyset, encodeKeyset } from "@/lib/api/cursor";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { FixturePicksPage } from "@/lib/server/fixtures/types";

export async function listFixturePicks(input: { fixtureId: number; limit: number; cursor?: string }): Promise<FixturePicksPage> {
  const cursor = decodeOptionalKeyset(input.cursor);
  const fixture = await db.fixture.findUnique({ where: { id: input.fixtureId }, select: { id: true } });
  if (!fixture) throw new AppError("NOT_FOUND");
  const rows = await db.pick.findMany({
    where: {
      fixtureId: input.fixtureId,
      // Keyset on (createdAt, id) descending: the page after the cursor's pick.
      ...(cursor ? { OR: [{ createdAt: { lt: cursor.at } }, { createdAt: cursor.at, id: { lt: cursor.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.limit + 1,
    select: {
      id: true,
      side: true,
      kind: true,
      state: true,
      outcome: true,
      createdAt: true,
      user: { select: { id: true, username: true } },
    },
  });
  const more = rows.length > input.limit;
  const page = more ? rows.slice(0, input.limit) : rows;
  const last = page.at(-1);
  return {
    picks: page.map((row) => ({
      id: row.id,
      side: row.side,
      kind: row.kind,
      state: row.state,
      outcome: row.outcome,
      createdAt: row.createdAt.toISOString(),
      user: { id: row.user.id, username: row.user.username ?? "picker" },
    })),
    nextCursor: more && last ? encodeKeyset({ at: last.createdAt, id: last.id }) : null,
  };
}

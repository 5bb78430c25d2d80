// The picks made on one fixture, newest first, a bounded page at a time (public: no e-mail, no odds internals, no
// private picker's pick but the viewer's own).
import "server-only";
import { keysetCursor } from "@/lib/api/cursor";
import { toKeysetPage } from "@/lib/api/pages";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { FixturePickEntry } from "@/lib/contracts/fixtures";
import type { Page } from "@/lib/contracts/page";
import { visiblePickers } from "@/lib/server/privacy/picker-visibility";

export async function listFixturePicks(
  input: { fixtureId: number; limit: number; cursor?: string },
  viewerId: string | null | undefined,
): Promise<Page<FixturePickEntry>> {
  const [at, id] = keysetCursor.decode(input.cursor) ?? [];
  const cursor = at && id ? { at, id } : null;
  const fixture = await db.fixture.findUnique({ where: { id: input.fixtureId }, select: { id: true } });
  if (!fixture) throw new AppError("NOT_FOUND");
  const rows = await db.pick.findMany({
    where: {
      fixtureId: input.fixtureId,
      user: visiblePickers(viewerId),
      // Keyset on (createdAt, id) descending: the page after the cursor's pick.
      ...(cursor ? { OR: [{ createdAt: { lt: cursor.at } }, { createdAt: cursor.at, id: { lt: cursor.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.limit + 1,
    select: {
      id: true,
      market: true,
      side: true,
      point: true,
      kind: true,
      state: true,
      outcome: true,
      createdAt: true,
      user: { select: { id: true, username: true } },
    },
  });
  return toKeysetPage(
    rows,
    input.limit,
    (row) => ({ at: row.createdAt, id: row.id }),
    (row) => ({
      id: row.id,
      market: row.market,
      side: row.side,
      point: row.point === null ? null : Number(row.point),
      kind: row.kind,
      state: row.state,
      outcome: row.outcome,
      createdAt: row.createdAt.toISOString(),
      user: { id: row.user.id, username: row.user.username ?? "picker" },
    }),
  );
}

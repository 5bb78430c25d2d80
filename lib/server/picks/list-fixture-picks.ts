// The picks made on one fixture, newest first, a bounded page at a time (public: no e-mail, no odds internals, no
// private picker's pick but the viewer's own; a hidden pick says only who picked and when).
import "server-only";
import { keysetCursor } from "@/lib/contracts/cursor";
import { toKeysetPage } from "@/lib/contracts/page-from-rows";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { FixturePickEntry } from "@/lib/contracts/fixtures";
import type { Page } from "@/lib/contracts/page";
import { visiblePickers } from "@/lib/server/privacy/picker-visibility";
import { isHidden, parlayStarts, readHiding } from "@/lib/server/privacy/hidden-picks";

export async function listFixturePicks(
  input: { fixtureId: number; limit: number; cursor?: string },
  viewerId: string | null | undefined,
): Promise<Page<FixturePickEntry>> {
  const [at, id] = keysetCursor.decode(input.cursor) ?? [];
  const cursor = at && id ? { at, id } : null;
  const fixture = await db.fixture.findUnique({ where: { id: input.fixtureId }, select: { id: true, startsAt: true } });
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
      parlayId: true,
      state: true,
      outcome: true,
      createdAt: true,
      user: { select: { id: true, username: true } },
    },
  });
  const hiding = await readHiding(rows.map((row) => row.user.id), viewerId);
  const parlays = await parlayStarts(rows.flatMap((row) => (row.parlayId === null ? [] : [row.parlayId])));
  return toKeysetPage(
    rows,
    input.limit,
    (row) => ({ at: row.createdAt, id: row.id }),
    (row): FixturePickEntry => {
      const user = { id: row.user.id, username: row.user.username ?? "picker" };
      const shown = { id: row.id, kind: row.kind, state: row.state, createdAt: row.createdAt.toISOString(), user };
      const startsAt = row.parlayId === null ? fixture.startsAt : (parlays.get(row.parlayId) ?? fixture.startsAt);
      if (isHidden(hiding, row.user.id, startsAt)) return { ...shown, hidden: true };
      return { ...shown, hidden: false, market: row.market, side: row.side, point: row.point === null ? null : Number(row.point), outcome: row.outcome };
    },
  );
}

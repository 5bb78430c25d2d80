// A card pool as CSV for its owner: the season table, or one week's table with every member's card beside it. A pick
// shows once its game has started and a guess once the week's last game has: before, the file says only that one was
// made ("hidden"), the owner's own included, since a file travels further than the screen it was asked from.
import "server-only";
import type { CardGrid, CardTable } from "@/lib/contracts/card-pools";
import { CARD_TIEBREAK_LABELS } from "@/lib/domain/card-standings";
import type { Caller } from "@/lib/server/auth/caller";
import { csvCell, csvFile } from "../csv";
import { getCardGrid } from "./get-card-grid";
import { getCardTable } from "./get-card-table";
import { shareableCell, shareableGuess, type GridCell } from "./shareable-cell";

type Game = CardGrid["games"][number];

const clvText = (clv: number | null) => (clv === null ? "" : clv.toFixed(4));
const stepText = (row: CardTable["rows"][number]) => (row.decidedBy ? csvCell(CARD_TIEBREAK_LABELS[row.decidedBy]) : "");

/** A pick as a spreadsheet cell: the side's team, its point against the spread, its number, and how it ended. */
function pickText(cell: GridCell, game: Game): string {
  if (cell.state === "none") return "";
  if (cell.state === "hidden") return "hidden";
  const team = cell.side === "HOME" ? game.home.abbreviation : game.away.abbreviation;
  const point = cell.point === null ? "" : ` ${cell.point > 0 ? "+" : ""}${cell.point}`;
  const number = cell.confidence === null ? "" : ` (${cell.confidence})`;
  const outcome = cell.outcome === null ? "" : ` ${{ WIN: "win", LOOSE: "loss", PUSH: "push" }[cell.outcome]}`;
  return csvCell(`${team}${point}${number}${cell.auto ? " auto" : ""}${outcome}`);
}

function seasonLines(table: CardTable): string[][] {
  return [
    ["rank", "picker", "points", "winning picks", "automatic picks", "closing-line value", "dropped weeks", "tiebreak"],
    ...table.rows.map((row) => [
      String(row.rank),
      csvCell(row.username ?? ""),
      row.points,
      String(row.wins),
      String(row.autoPicks),
      clvText(row.clv),
      row.droppedWeeks.join(" "),
      stepText(row),
    ]),
  ];
}

/** Every member of the grid, in the table's order; a week not settled yet has no table rows, only cards. */
function weekLines(table: CardTable, grid: CardGrid): string[][] {
  const placed = new Map(table.rows.map((row) => [row.userId, row]));
  // The caller's own row came after the first page: every card goes to its place in the table, unranked ones last.
  const order = (userId: string) => placed.get(userId)?.rank ?? Number.MAX_SAFE_INTEGER;
  const cards = [...grid.rows].sort((a, b) => order(a.userId) - order(b.userId) || a.userId.localeCompare(b.userId));
  const lastStarted = grid.games.length > 0 && grid.games[grid.games.length - 1].started;
  return [
    [
      "rank",
      "picker",
      "points",
      "winning picks",
      "automatic picks",
      "guess of the last game's total",
      "guess missed by",
      "closing-line value",
      "tiebreak",
      ...grid.games.map((game) => csvCell(`${game.away.abbreviation} @ ${game.home.abbreviation}`)),
    ],
    ...cards.map((card) => {
      const row = placed.get(card.userId);
      const guess = shareableGuess(card.guess, lastStarted);
      return [
        row ? String(row.rank) : "",
        csvCell(card.username ?? ""),
        row?.points ?? card.points,
        row ? String(row.wins) : "",
        row ? String(row.autoPicks) : "",
        guess === null ? "" : String(guess),
        row?.guessMiss == null ? "" : String(row.guessMiss),
        clvText(row?.clv ?? null),
        row ? stepText(row) : "",
        ...grid.games.map((game, index) => pickText(shareableCell(card.cells[index], game), game)),
      ];
    }),
  ];
}

/**
 * A paged read whole: the file holds every member, where a screen reads 50 at a time. Each page adds the caller's own
 * row after it, so a member is kept where first met and the rows are put back in the week's order.
 */
async function everyPage<T extends { rows: { userId: string }[]; next: string | null }>(read: (after?: string) => Promise<T>): Promise<T> {
  const first = await read();
  const rows = new Map(first.rows.map((row) => [row.userId, row]));
  for (let after = first.next; after !== null; ) {
    const page = await read(after);
    for (const row of page.rows) if (!rows.has(row.userId)) rows.set(row.userId, row);
    after = page.next;
  }
  return { ...first, rows: [...rows.values()], next: null };
}

/** The owner's export of a card pool (the caller is checked to be its owner before this). */
export async function exportCardCsv(caller: Caller, pool: { id: string; name: string }, week: string | undefined): Promise<{ filename: string; csv: string }> {
  if (week === undefined) return csvFile(pool.name, "season", seasonLines(await everyPage((after) => getCardTable(caller, pool.id, "season", { after }))));
  const [table, grid] = await Promise.all([
    everyPage((after) => getCardTable(caller, pool.id, week, { after })),
    everyPage((after) => getCardGrid(caller, pool.id, week, after)),
  ]);
  return csvFile(pool.name, week, weekLines(table, grid));
}

// Reads an Odds API event's bookmakers into the money line, spread and total, in American or decimal prices.
import { decimalToMoneyLine } from "@/lib/domain/odds";
import type { SpreadLine, TotalLine } from "@/lib/domain/markets";
import { spreadLine, totalLine } from "@/lib/domain/market-lines";
import { parseMoneyLine } from "../types";

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === "object" ? (value as Json) : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Turns one quoted price into a US line, or null. */
export type PriceReader = (price: unknown) => number | null;

const outcomesOf = (payload: unknown) =>
  arr(payload).flatMap((event) => arr(obj(event).bookmakers).flatMap((book) => arr(obj(book).markets).flatMap((m) => arr(obj(m).outcomes).map(obj))));

/**
 * A payload is in decimal odds when any price is under 100 either way: no American price is, and every two-way
 * market in decimal has a side at about 2 or less. Deciding per payload keeps a decimal long shot (151.0) from
 * reading as +151 and an American +150 from reading as decimal.
 */
export function priceReaderFor(payload: unknown): PriceReader {
  const decimal = outcomesOf(payload).some(({ price }) => typeof price === "number" && Math.abs(price) < 100);
  if (!decimal) return parseMoneyLine;
  return (price) => (typeof price === "number" && price > 1 && Number.isFinite(price) ? decimalToMoneyLine(price) : null);
}

/** The event's bookmakers, the preferred one first. */
function booksOf(event: Json, preferred?: string): Json[] {
  const books = arr(event.bookmakers).map(obj);
  return preferred ? [...books.filter((b) => b.key === preferred), ...books.filter((b) => b.key !== preferred)] : books;
}

const outcomes = (book: Json, key: string) => arr(arr(book.markets).map(obj).find((m) => m.key === key)?.outcomes).map(obj);
const point = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** Each market from the first book (the preferred one first) that quotes it whole; outcomes name the teams, or Over and Under. */
export function eventMarkets(event: Json, teams: { home: string; away: string }, read: PriceReader, preferred?: string) {
  const books = booksOf(event, preferred);
  const first = <T>(pick: (book: Json) => T | null): T | null => {
    for (const book of books) {
      const found = pick(book);
      if (found) return found;
    }
    return null;
  };
  const moneyLine = first((book) => {
    const h2h = outcomes(book, "h2h");
    const price = (team: string) => read(h2h.find((o) => o.name === team)?.price);
    const lines = { home: price(teams.home), away: price(teams.away) };
    return lines.home !== null && lines.away !== null ? lines : null;
  }) ?? { home: null, away: null };
  const spread = first((book): SpreadLine | null => {
    const sides = outcomes(book, "spreads");
    const home = sides.find((o) => o.name === teams.home);
    const away = sides.find((o) => o.name === teams.away);
    // Both sides of one line: a book listing alternate lines pairs each point with its negation.
    if (!home || !away || point(home.point) === null || point(home.point) !== -(point(away.point) ?? NaN)) return null;
    return spreadLine(point(home.point), read(home.price), read(away.price));
  });
  const total = first((book): TotalLine | null => {
    const sides = outcomes(book, "totals");
    const over = sides.find((o) => o.name === "Over");
    const under = sides.find((o) => o.name === "Under");
    if (!over || !under || point(over.point) !== point(under.point)) return null;
    return totalLine(point(over.point), read(over.price), read(under.price));
  });
  return { moneyLine, spread, total };
}

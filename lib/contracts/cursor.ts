// The one cursor codec: every list position is a few typed fields joined by dots, decoded strictly (anything it would
// not have encoded is a VALIDATION_ERROR before it can reach a query, where an id past int4 or a year past PostgreSQL's
// would be a 500).
import { AppError } from "@/lib/errors/app-error";

/** Ids are PostgreSQL `integer` (int4) serials. */
export const MAX_CURSOR_ID = 2_147_483_647;
/** No row the app pages through is dated outside these years; a time beyond them was not issued by us. */
const EARLIEST_MS = Date.UTC(2000, 0, 1);
const LATEST_MS = Date.UTC(2100, 0, 1);
/** Offset lists stop here: deeper pages would make PostgreSQL walk and drop that many rows. */
export const MAX_OFFSET = 500_000;

const INVALID_MESSAGE = "This cursor is not valid";

export function invalidCursor(): AppError {
  return new AppError("VALIDATION_ERROR", { issues: [{ path: "cursor", message: INVALID_MESSAGE }] });
}

/** A positive int4 id written as we write it (no sign, no leading zero, no exponent), else null. */
export function parseCursorId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_CURSOR_ID ? id : null;
}

function parseCursorTime(text: string): Date | null {
  if (!/^\d{1,13}$/.test(text)) return null;
  const ms = Number(text);
  return ms >= EARLIEST_MS && ms < LATEST_MS ? new Date(ms) : null;
}

function parseOffset(text: string): number | null {
  if (!/^(0|[1-9]\d{0,5})$/.test(text)) return null;
  const offset = Number(text);
  return offset <= MAX_OFFSET ? offset : null;
}

type Field<T> = { write: (value: T) => string; read: (text: string) => T | null };

/** time: epoch ms; id: int4; offset: rows skipped; key: a user id; decimal: exact points or averages, up to 8 places ("12.5" written "12_5"). */
const FIELDS = {
  time: { write: (at: Date) => String(at.getTime()), read: parseCursorTime } satisfies Field<Date>,
  id: { write: String, read: parseCursorId } satisfies Field<number>,
  offset: { write: String, read: parseOffset } satisfies Field<number>,
  key: { write: (key: string) => key, read: (text: string) => (/^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : null) } satisfies Field<string>,
  decimal: {
    write: (points: string) => points.replace(".", "_"),
    read: (text: string) => (/^-?\d{1,15}(_\d{1,8})?$/.test(text) ? text.replace("_", ".") : null),
  } satisfies Field<string>,
};

type Kind = keyof typeof FIELDS;
type ValueOf<K extends Kind> = (typeof FIELDS)[K] extends Field<infer T> ? T : never;
type Values<K extends readonly Kind[]> = { [I in keyof K]: ValueOf<K[I]> };

export type CursorCodec<K extends readonly Kind[]> = {
  encode: (values: Values<K>) => string;
  /** Absent or empty is the first page (null); anything else must be a cursor this codec wrote. */
  decode: (raw: string | undefined) => Values<K> | null;
};

export function cursorCodec<const K extends readonly Kind[]>(kinds: K): CursorCodec<K> {
  const field = (index: number) => FIELDS[kinds[index]] as Field<unknown>;
  return {
    encode: (values) => values.map((value, index) => field(index).write(value)).join("."),
    decode: (raw) => {
      if (!raw) return null;
      const parts = raw.split(".");
      if (parts.length !== kinds.length) throw invalidCursor();
      const values = parts.map((part, index) => field(index).read(part));
      if (values.some((value) => value === null)) throw invalidCursor();
      return values as Values<K>;
    },
  };
}

/** A keyset position: the sort time of the last row served and its id, the tie-breaker ("<epoch ms>.<id>"). */
export const keysetCursor = cursorCodec(["time", "id"]);
/** A row id (the daily picks' report id). */
export const idCursor = cursorCodec(["id"]);
/** Rows skipped, for lists whose order has no stable keyset (unread notifications first, follows by date). */
export const offsetCursor = cursorCodec(["offset"]);


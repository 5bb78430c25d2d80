// The one cursor codec: list positions as short opaque text, decoded strictly (anything it would not have encoded is
// a VALIDATION_ERROR before it can reach a query, where an id past int4 or a year past PostgreSQL's would be a 500).
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";

/** A keyset position: the sort time of the last row served and its id, the tie-breaker. */
export type Keyset = { at: Date; id: number };

/** Ids are PostgreSQL `integer` (int4) serials. */
export const MAX_CURSOR_ID = 2_147_483_647;
/** No row the app pages through is dated outside these years; a time beyond them was not issued by us. */
const EARLIEST_MS = Date.UTC(2000, 0, 1);
const LATEST_MS = Date.UTC(2100, 0, 1);

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

/** "<epoch ms>.<id>": stable under inserts, unlike offsets. */
export function encodeKeyset({ at, id }: Keyset): string {
  return `${at.getTime()}.${id}`;
}

export function decodeKeyset(raw: string): Keyset {
  const [time, idText, ...rest] = raw.split(".");
  const at = parseCursorTime(time ?? "");
  const id = parseCursorId(idText ?? "");
  if (rest.length || !at || id === null) throw invalidCursor();
  return { at, id };
}

/** An optional keyset cursor of a list query: absent or empty means the first page. */
export function decodeOptionalKeyset(raw: string | undefined): Keyset | null {
  return raw ? decodeKeyset(raw) : null;
}

/** A cursor that is a row id (the daily picks' report id), for query schemas. */
export const cursorIdSchema = z.string().transform((text, context) => {
  const id = parseCursorId(text);
  if (id === null) context.addIssue({ code: "custom", message: INVALID_MESSAGE });
  return id ?? z.NEVER;
});

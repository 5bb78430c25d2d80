// Opaque keyset cursors over (createdAt, id) for the newest-first parlay list.
import "server-only";
import { AppError } from "@/lib/api/errors";

export type Cursor = { at: Date; id: number };

export function encodeCursor({ at, id }: Cursor): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString("base64url");
}

export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  const [iso, id] = Buffer.from(raw, "base64url").toString("utf8").split("|");
  const at = new Date(iso ?? "");
  const parsedId = Number(id);
  if (Number.isNaN(at.getTime()) || !Number.isSafeInteger(parsedId) || parsedId < 1) {
    throw new AppError("VALIDATION_ERROR", { issues: [{ path: "cursor", message: "This cursor is not valid" }] });
  }
  return { at, id: parsedId };
}

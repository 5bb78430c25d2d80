// Opaque leaderboard cursors: the (points, userId) of the last row served, which is where the next page starts.
import { invalidCursor } from "@/lib/api/cursor";

export type BoardCursor = { points: string; userId: string };

export function encodeCursor(cursor: BoardCursor): string {
  return Buffer.from(`${cursor.points}|${cursor.userId}`, "utf8").toString("base64url");
}

export function decodeCursor(value: string): BoardCursor {
  const [points, userId, ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  // Bounded like the numbers and ids we write, so nothing odd (NUL, a thousand digits) reaches the query.
  if (rest.length || !/^[A-Za-z0-9_-]{1,64}$/.test(userId ?? "") || !/^-?\d{1,15}(\.\d{1,6})?$/.test(points ?? "")) throw invalidCursor();
  return { points, userId };
}

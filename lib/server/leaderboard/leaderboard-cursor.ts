// Opaque leaderboard cursors: the (points, userId) of the last row served, which is where the next page starts.
import { AppError } from "@/lib/api/errors";

export type BoardCursor = { points: string; userId: string };

export function encodeCursor(cursor: BoardCursor): string {
  return Buffer.from(`${cursor.points}|${cursor.userId}`, "utf8").toString("base64url");
}

export function decodeCursor(value: string): BoardCursor {
  const [points, userId, ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (rest.length || !userId || !/^-?\d+(\.\d+)?$/.test(points ?? "")) {
    throw new AppError("VALIDATION_ERROR", { issues: [{ path: "cursor", message: "This cursor is not valid" }] });
  }
  return { points, userId };
}

// A member's guess of the total points of the week's last game, made or changed until that game starts: one guarded
// statement by the database's clock.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { gameStartedSql } from "@/lib/server/fixtures/game-started-sql";
import { onCardSql } from "./card-lines";
import { countCardGames } from "./card-picks";
import { memberCardPool } from "./card-pool-row";
import { cardWeekRange } from "./card-week-range";

export const GUESSES_CLOSED = "The week's last game has started: guesses are closed";

export async function setCardTiebreak(caller: Caller, poolId: string, body: { week: string; guess: number }): Promise<{ week: string; guess: number }> {
  requireVerified(caller);
  const pool = await memberCardPool(db, poolId, caller.id);
  const range = cardWeekRange(body.week);
  const rows = await db.$queryRaw<{ guess: number }[]>`
    INSERT INTO "CardTiebreakGuess" ("poolId", "userId", "week", "guess", "updatedAt")
    SELECT ${pool.poolId}, ${caller.id}, ${range.week}::date, ${body.guess}::int, now()
    WHERE (SELECT NOT ${gameStartedSql()} FROM "Fixture" f WHERE ${onCardSql(pool, range)}
           ORDER BY f."startsAt" DESC, f."id" DESC LIMIT 1)
    ON CONFLICT ("poolId", "week", "userId") DO UPDATE SET "guess" = EXCLUDED."guess", "updatedAt" = now()
    RETURNING "guess"`;
  if (rows.length > 0) return { week: range.week, guess: rows[0].guess };
  if ((await countCardGames(db, pool, range)) === 0) throw new AppError("NOT_ON_CARD", { message: "This week's card has no games" });
  throw new AppError("PICK_CLOSED", { message: GUESSES_CLOSED });
}

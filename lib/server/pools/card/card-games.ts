// The week's card as every card call reads it: the games of the pool's leagues in the week, in kickoff order, each
// with its teams, state by the database's clock, score and the line a pick takes now.
// No "server-only" import: settlement reads the card too.
import { fromDbLeague, type DbLeague } from "@/lib/domain/leagues";
import type { CardGame } from "@/lib/contracts/card-pools";
import { gameStartedSql } from "@/lib/server/fixtures/game-started-sql";
import { PREPARED } from "@/lib/db-prepared";
import type { CardPoolRow, Db } from "./card-pool-row";
import type { CardWeekRange } from "./card-week-range";
import { lineColumns, onCardSql } from "./card-lines";

export type CardGameRow = {
  fixtureId: number;
  league: DbLeague;
  startsAt: Date;
  status: CardGame["status"];
  started: boolean;
  winnerSide: "HOME" | "AWAY" | null;
  homeScore: number | null;
  awayScore: number | null;
  homeAbbreviation: string;
  homeName: string;
  awayAbbreviation: string;
  awayName: string;
  homePoint: number | null;
  homePrice: number | null;
  awayPrice: number | null;
  frozenAt: Date | null;
};

export async function readCardGames(db: Db, pool: CardPoolRow, range: CardWeekRange): Promise<CardGameRow[]> {
  return db.$queryRaw<CardGameRow[]>`${PREPARED}
    SELECT f."id" AS "fixtureId", f."league"::text AS "league", f."startsAt", f."status"::text AS "status",
           ${gameStartedSql()} AS "started", f."winnerSide"::text AS "winnerSide", f."homeScore", f."awayScore",
           ht."abbreviation" AS "homeAbbreviation", ht."name" AS "homeName", at."abbreviation" AS "awayAbbreviation", at."name" AS "awayName",
           l."homePoint"::float8 AS "homePoint", l."homePrice", l."awayPrice", cl."frozenAt"
    FROM "Fixture" f
    JOIN "Team" ht ON ht."id" = f."homeTeamId"
    JOIN "Team" at ON at."id" = f."awayTeamId"
    LEFT JOIN "CardLine" cl ON cl."poolId" = ${pool.poolId} AND cl."fixtureId" = f."id"
    CROSS JOIN LATERAL (SELECT ${lineColumns(pool)}) l
    WHERE ${onCardSql(pool, range)}
    ORDER BY f."startsAt", f."id"`;
}

/** A game as the card and the grid show it (without the caller's pick, which the card adds). */
export function gameView(row: CardGameRow): Omit<CardGame, "myPick" | "line" | "chance"> {
  return {
    fixtureId: row.fixtureId,
    league: fromDbLeague(row.league),
    startsAt: row.startsAt.toISOString(),
    started: row.started,
    status: row.status,
    home: { abbreviation: row.homeAbbreviation, name: row.homeName },
    away: { abbreviation: row.awayAbbreviation, name: row.awayName },
    score: row.homeScore !== null && row.awayScore !== null ? { home: row.homeScore, away: row.awayScore } : null,
  };
}

/** The week's last game: the one the tiebreak guesses the total of (the latest kickoff, then the highest id). */
export function lastGameOf(games: readonly CardGameRow[]): CardGameRow | null {
  return games.length > 0 ? games[games.length - 1] : null;
}

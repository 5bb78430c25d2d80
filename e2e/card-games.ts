// What the card pool journeys share: NHL games of their own with a spread, a side picked on the member's card, and the
// world's part once they are played (a final score).
import crypto from "node:crypto";
import { expect, type Locator } from "@playwright/test";
import { sql } from "./support";

const TZ = process.env.APP_TIMEZONE || "America/New_York";

/** A game of a journey's own, its teams by abbreviation (the card and the grid name sides by them). */
export type CardGame = { id: number; home: string; away: string };

/**
 * NHL games of our own later today, one per home spread given (home at +120, away at -140: the away side is the
 * favourite), in kickoff order. Teams are counted from the end of the league's list, two a game from `firstTeam`, so
 * journeys asking for different ranges never share a team.
 */
export async function spreadGamesLaterToday(homeSpreads: number[], firstTeam = 1): Promise<CardGame[]> {
  const run = crypto.randomBytes(4).toString("hex");
  const games: CardGame[] = [];
  for (const [index, homeSpread] of homeSpreads.entries()) {
    const [game] = await sql<CardGame>(
      `WITH teams AS (SELECT id, abbreviation, row_number() OVER (ORDER BY id DESC) AS n FROM "Team" WHERE league = 'NHL'),
            inserted AS (
              INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine",
                                     "homeSpread", "homeSpreadPrice", "awaySpreadPrice", provider, "providerEventId", "updatedAt")
              SELECT 'NHL', now() + (((date_trunc('day', now() AT TIME ZONE $1) + interval '1 day') AT TIME ZONE $1) - now()) * ($4::int + 1) / 5, 'PREGAME',
                (SELECT id FROM teams WHERE n = $2), (SELECT id FROM teams WHERE n = $3), -150, 130, $6, 120, -140, 'e2e', $5, now()
              RETURNING id, "homeTeamId", "awayTeamId")
       SELECT i.id, h.abbreviation AS home, a.abbreviation AS away FROM inserted i JOIN "Team" h ON h.id = i."homeTeamId" JOIN "Team" a ON a.id = i."awayTeamId"`,
      [TZ, firstTeam + 2 * index, firstTeam + 2 * index + 1, index, `e2e-card-${run}-${index}`, homeSpread],
    );
    games.push(game);
  }
  return games;
}

/** A click before hydration does nothing: press until the side reads as picked, as a member would. */
export async function pickSide(row: Locator, name: string) {
  const side = row.getByRole("button", { name: new RegExp(`^Pick ${name.replace(/[.+]/g, "\\$&")}\\W`) });
  await expect(async () => {
    if ((await side.getAttribute("aria-pressed")) !== "true") await side.click();
    await expect(side).toHaveAttribute("aria-pressed", "true", { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** The game is over with this score (the feed stamps the change, so the next scheduled run settles it). */
export async function finalScore(game: CardGame, home: number, away: number): Promise<void> {
  await sql(
    `UPDATE "Fixture" SET status = 'FINAL', "homeScore" = $2, "awayScore" = $3,
       "winnerSide" = CASE WHEN $2::int > $3::int THEN 'HOME'::"Side" WHEN $3::int > $2::int THEN 'AWAY'::"Side" END, "updatedAt" = now()
     WHERE id = $1`,
    [game.id, home, away],
  );
}

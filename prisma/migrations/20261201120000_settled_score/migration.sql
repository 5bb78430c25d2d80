-- The final score a fixture was settled on, beside its settled result: spreads and totals settle on the score, so a
-- corrected score that keeps the winner (24-20 to 24-21) must re-settle the game as a changed winner does.
ALTER TABLE "Fixture" ADD COLUMN "settledHomeScore" INTEGER, ADD COLUMN "settledAwayScore" INTEGER;

-- Every game settled so far was settled on the score it reads now: nothing is due again because of this column.
UPDATE "Fixture" SET "settledHomeScore" = "homeScore", "settledAwayScore" = "awayScore" WHERE "settledResult" IS NOT NULL;

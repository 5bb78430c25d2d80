-- A card pool's season ending is told to its members once: every member gets a notification naming the champions (the
-- champions' own saying they won), and the pool keeps the last day of the season it told, so a second run, or the
-- owner starting the next season, tells nobody twice; a season the owner lengthens after it was told is told again
-- at its new end.
ALTER TYPE "NotificationType" ADD VALUE 'CARD_SEASON_ENDED';

ALTER TABLE "CardPool" ADD COLUMN "championsTold" DATE;

-- Team records are counted over FINAL games by every reader (the board and daily picks share one SQL fragment);
-- the counters settlement kept on Team were read by nothing, so they go, and settlement writes one table less.
ALTER TABLE "Team" DROP COLUMN "wins", DROP COLUMN "losses", DROP COLUMN "ties";

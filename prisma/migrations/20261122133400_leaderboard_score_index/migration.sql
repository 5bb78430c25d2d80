-- The leaderboard's ALL ranking reads User(score DESC, id); the score-only index is redundant beside it,
-- and every settlement that moves a score pays for each index on it.
DROP INDEX "User_score_idx";

-- The pickers on a hot streak, a small share of all: settlement reads which of a batch's pickers were hot from this
-- list (one hash of it a batch) instead of looking up every picker's row by key.
CREATE INDEX "User_hot_idx" ON "User"("id") WHERE "hotStreak";

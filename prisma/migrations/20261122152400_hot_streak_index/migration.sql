-- The hot streak reads a picker's last three settled NORMAL picks. Without an index in that order it fetched
-- and sorted every settled pick of the picker (a season of picks each) for every picker of a settled game.
-- Partial: only what the streak reads; settlement adds the entry in the UPDATE that settles the pick.
-- (schema.prisma declares the columns; Prisma cannot express the predicate.)
CREATE INDEX "Pick_userId_settledAt_id_idx" ON "Pick"("userId", "settledAt" DESC, "id" DESC)
  WHERE "kind" = 'NORMAL' AND "state" = 'FINAL';

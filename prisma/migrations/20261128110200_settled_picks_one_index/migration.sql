-- One index of a picker's settled NORMAL picks, newest first, serves the hot streak, the notifications list, a
-- pool's per-league points and the skill figures and curve: it carries the outcome, league, closing-line value,
-- expected points and points, so each of them reads it alone. Settling a pick adds one entry to it, where the
-- settled-picks index and the skill index took one each.
-- Partial: settlement adds the entry in the UPDATE that settles the pick.
-- (schema.prisma declares the columns; Prisma cannot express the predicate.)
DROP INDEX "Pick_skill_idx";
DROP INDEX "Pick_userId_settledAt_id_idx";
CREATE INDEX "Pick_userId_settledAt_id_idx" ON "Pick"("userId", "settledAt" DESC, "id" DESC, "outcome", "league", "clv",
  "expectedPoints", "points")
  WHERE "kind" = 'NORMAL' AND "state" = 'FINAL';

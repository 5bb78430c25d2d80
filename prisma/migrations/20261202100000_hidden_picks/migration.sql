-- Hidden picks: a picker may keep the side of a pending pick to themselves until the game starts, and a pool's
-- owner may do the same for the picks the pool shows its members.
ALTER TABLE "User" ADD COLUMN "hidePendingPicks" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Pool" ADD COLUMN "hidePicks" BOOLEAN NOT NULL DEFAULT false;

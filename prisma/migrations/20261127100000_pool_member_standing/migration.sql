-- A pool board ranks its members by their own copy of their Standing totals, kept by triggers: the members above a
-- score are then a short range of the pool's own index, not a join of every member with Standing.
ALTER TABLE "PoolMember"
  ADD COLUMN "points" DECIMAL(14,4) NOT NULL DEFAULT 0,
  ADD COLUMN "day" DATE,
  ADD COLUMN "dayPoints" DECIMAL(14,4) NOT NULL DEFAULT 0,
  ADD COLUMN "week" DATE,
  ADD COLUMN "weekPoints" DECIMAL(14,4) NOT NULL DEFAULT 0,
  ADD COLUMN "month" DATE,
  ADD COLUMN "monthPoints" DECIMAL(14,4) NOT NULL DEFAULT 0;

UPDATE "PoolMember" pm SET "points" = s."points", "day" = s."day", "dayPoints" = s."dayPoints", "week" = s."week",
  "weekPoints" = s."weekPoints", "month" = s."month", "monthPoints" = s."monthPoints"
FROM "Standing" s WHERE s."userId" = pm."userId";

CREATE INDEX "PoolMember_poolId_points_userId_idx" ON "PoolMember"("poolId", "points" DESC, "userId");
CREATE INDEX "PoolMember_poolId_day_dayPoints_userId_idx" ON "PoolMember"("poolId", "day", "dayPoints" DESC, "userId");
CREATE INDEX "PoolMember_poolId_week_weekPoints_userId_idx" ON "PoolMember"("poolId", "week", "weekPoints" DESC, "userId");
CREATE INDEX "PoolMember_poolId_month_monthPoints_userId_idx" ON "PoolMember"("poolId", "month", "monthPoints" DESC, "userId");

-- A new member arrives with the totals they already have.
CREATE FUNCTION "pool_member_standing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s."points", s."day", s."dayPoints", s."week", s."weekPoints", s."month", s."monthPoints"
  INTO NEW."points", NEW."day", NEW."dayPoints", NEW."week", NEW."weekPoints", NEW."month", NEW."monthPoints"
  FROM "Standing" s WHERE s."userId" = NEW."userId";
  RETURN NEW;
END;
$$;
CREATE TRIGGER "PoolMember_standing" BEFORE INSERT ON "PoolMember"
  FOR EACH ROW EXECUTE FUNCTION "pool_member_standing"();

-- Whatever updates a Standing (settlement, a correction) updates the copies in its picker's pools in the same statement.
CREATE FUNCTION "standing_to_pools"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "PoolMember" pm SET "points" = n."points", "day" = n."day", "dayPoints" = n."dayPoints", "week" = n."week",
    "weekPoints" = n."weekPoints", "month" = n."month", "monthPoints" = n."monthPoints"
  FROM new_rows n
  WHERE pm."userId" = n."userId"
    AND (pm."points", pm."day", pm."dayPoints", pm."week", pm."weekPoints", pm."month", pm."monthPoints")
        IS DISTINCT FROM (n."points", n."day", n."dayPoints", n."week", n."weekPoints", n."month", n."monthPoints");
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Standing_to_pools" AFTER UPDATE ON "Standing"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "standing_to_pools"();

-- The backfill rewrote every member row: fresh statistics, so the board's counts plan as index ranges at once.
ANALYZE "PoolMember";

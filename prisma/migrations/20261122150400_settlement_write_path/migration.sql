-- Settlement writes every pick of a fixture at once (100,000 rows for a big game), so each index or trigger
-- on the rows it touches is paid 100,000 times. This migration removes the work that bought nothing.

-- 1. The pick-count trigger on UPDATE was statement-level with transition tables: every settlement UPDATE
-- copied all its old and new rows into two tuplestores and aggregated them, to find that no side changed.
-- Transition tables cannot be combined with a column list, so the UPDATE case becomes a row trigger that
-- fires only when "side", "fixtureId" or "kind" is assigned AND actually changes (a user switching sides):
-- a settlement UPDATE never queues a trigger event. INSERT and DELETE keep their statement-level triggers.
DROP TRIGGER "Pick_counts_update" ON "Pick";

CREATE FUNCTION "fixture_pick_counts_row_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  SELECT jsonb_agg(x) INTO delta FROM (
    SELECT "fixtureId", sum(home) AS home, sum(away) AS away FROM (
      SELECT NEW."fixtureId" AS "fixtureId", (NEW."side" = 'HOME')::int AS home, (NEW."side" = 'AWAY')::int AS away
      WHERE NEW."kind" = 'NORMAL'
      UNION ALL
      SELECT OLD."fixtureId", -(OLD."side" = 'HOME')::int, -(OLD."side" = 'AWAY')::int
      WHERE OLD."kind" = 'NORMAL'
    ) u GROUP BY "fixtureId" HAVING sum(home) <> 0 OR sum(away) <> 0) x;
  IF delta IS NOT NULL THEN
    PERFORM "fixture_pick_counts_add"(delta);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Pick_counts_update" AFTER UPDATE OF "side", "fixtureId", "kind" ON "Pick"
  FOR EACH ROW
  WHEN (OLD."side" IS DISTINCT FROM NEW."side" OR OLD."fixtureId" IS DISTINCT FROM NEW."fixtureId" OR OLD."kind" IS DISTINCT FROM NEW."kind")
  EXECUTE FUNCTION "fixture_pick_counts_row_update"();

-- 2. Only parlay legs have a parlay: NORMAL picks (almost all of them) need no entry in this index, and a
-- partial index skips them on every insert and every non-HOT update. (Prisma cannot express the predicate;
-- schema.prisma still declares @@index([parlayId]), which this index serves: lookups are always by a parlay id.)
DROP INDEX "Pick_parlayId_idx";
CREATE INDEX "Pick_parlayId_idx" ON "Pick"("parlayId") WHERE "parlayId" IS NOT NULL;

-- 3. No query reads DailyPoints by day across users (the leaderboard ranks PeriodPoints; the hot-pickers
-- feed reads one user's days through the primary key).
DROP INDEX "DailyPoints_day_league_idx";

-- 4. PeriodPoints: the primary key leads with "userId", so it also serves the cascade from a deleted user
-- and the separate ("userId") index goes. The ranking index is unchanged.
ALTER TABLE "PeriodPoints" DROP CONSTRAINT "PeriodPoints_pkey";
ALTER TABLE "PeriodPoints" ADD CONSTRAINT "PeriodPoints_pkey" PRIMARY KEY ("userId", "period", "start");
DROP INDEX "PeriodPoints_userId_idx";

-- Per-fixture counts of NORMAL picks per side, kept by statement-level triggers on "Pick", so the fixture
-- list reads two integers per game instead of aggregating every pick (1,000,000 picks: 30 ms -> under 1 ms).
-- The triggers see every write path (API, seed bulk inserts, cascades from deleted users), and the
-- backfill below makes the counts right for picks that existed before this migration.
ALTER TABLE "Fixture" ADD COLUMN "homePicks" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "awayPicks" INTEGER NOT NULL DEFAULT 0;

UPDATE "Fixture" f SET "homePicks" = c.home, "awayPicks" = c.away
FROM (
  SELECT "fixtureId",
         count(*) FILTER (WHERE "side" = 'HOME')::int AS home,
         count(*) FILTER (WHERE "side" = 'AWAY')::int AS away
  FROM "Pick" WHERE "kind" = 'NORMAL' GROUP BY "fixtureId"
) c
WHERE c."fixtureId" = f."id";

-- Adds per-fixture deltas (+1 per new NORMAL pick on its side, -1 per removed one). Fixtures are locked in id
-- order first, so two statements touching several fixtures never wait on each other in opposite orders.
CREATE FUNCTION "fixture_pick_counts_add"(delta jsonb) RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT (e->>'fixtureId')::int AS "fixtureId", (e->>'home')::int AS home, (e->>'away')::int AS away
    FROM jsonb_array_elements(delta) e
  ),
  locked AS (
    SELECT f."id" FROM "Fixture" f JOIN d ON d."fixtureId" = f."id" ORDER BY f."id" FOR NO KEY UPDATE OF f
  )
  UPDATE "Fixture" f SET "homePicks" = f."homePicks" + d.home, "awayPicks" = f."awayPicks" + d.away
  FROM d WHERE f."id" = d."fixtureId" AND f."id" IN (SELECT "id" FROM locked);
$$;

-- Transition tables exist per event (new_rows for INSERT, old_rows for DELETE, both for UPDATE), and plpgsql
-- plans a statement only when it runs, so each branch names only the tables its event has.
CREATE FUNCTION "fixture_pick_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(x) INTO delta FROM (
      SELECT "fixtureId", count(*) FILTER (WHERE "side" = 'HOME') AS home, count(*) FILTER (WHERE "side" = 'AWAY') AS away
      FROM new_rows WHERE "kind" = 'NORMAL' GROUP BY "fixtureId") x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(x) INTO delta FROM (
      SELECT "fixtureId", -count(*) FILTER (WHERE "side" = 'HOME') AS home, -count(*) FILTER (WHERE "side" = 'AWAY') AS away
      FROM old_rows WHERE "kind" = 'NORMAL' GROUP BY "fixtureId") x;
  ELSE
    SELECT jsonb_agg(x) INTO delta FROM (
      SELECT "fixtureId", sum(home) AS home, sum(away) AS away FROM (
        SELECT "fixtureId", ("side" = 'HOME')::int AS home, ("side" = 'AWAY')::int AS away FROM new_rows WHERE "kind" = 'NORMAL'
        UNION ALL
        SELECT "fixtureId", -("side" = 'HOME')::int, -("side" = 'AWAY')::int FROM old_rows WHERE "kind" = 'NORMAL'
      ) u GROUP BY "fixtureId" HAVING sum(home) <> 0 OR sum(away) <> 0) x;
  END IF;
  IF delta IS NOT NULL THEN
    PERFORM "fixture_pick_counts_add"(delta);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Pick_counts_insert" AFTER INSERT ON "Pick"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fixture_pick_counts_trigger"();
CREATE TRIGGER "Pick_counts_delete" AFTER DELETE ON "Pick"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fixture_pick_counts_trigger"();
CREATE TRIGGER "Pick_counts_update" AFTER UPDATE ON "Pick"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fixture_pick_counts_trigger"();

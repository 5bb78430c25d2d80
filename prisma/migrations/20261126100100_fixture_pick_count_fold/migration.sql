-- Folds the counter slots of up to max_fixtures games back into slot 0, so a game that many connections have
-- picked is read as one row again instead of up to 32 (docs/adr-pick-rush.md). One statement: a reader sees
-- the slots either all before or all after, so no count it shows ever goes down. The slot rows are locked in
-- (fixtureId, slot) order, as the pick triggers take them, so the fold cannot deadlock with a statement that
-- counts picks on several games; a pick on a slot being folded waits for the fold, then makes its slot anew.
CREATE FUNCTION "fixture_pick_counts_fold"(max_fixtures int) RETURNS int LANGUAGE sql AS $$
  WITH busy AS (
    SELECT "fixtureId" FROM "FixturePickCount" GROUP BY "fixtureId" HAVING count(*) > 1 ORDER BY "fixtureId" LIMIT max_fixtures
  ),
  locked AS (
    SELECT c."fixtureId", c."slot", c."home", c."away" FROM "FixturePickCount" c JOIN busy b ON b."fixtureId" = c."fixtureId"
    WHERE c."slot" <> 0 ORDER BY c."fixtureId", c."slot" FOR UPDATE OF c
  ),
  gone AS (
    DELETE FROM "FixturePickCount" c USING locked l WHERE c."fixtureId" = l."fixtureId" AND c."slot" = l."slot"
  ),
  folded AS (
    INSERT INTO "FixturePickCount" AS c ("fixtureId", "slot", "home", "away")
    SELECT "fixtureId", 0, sum("home")::int, sum("away")::int FROM locked GROUP BY "fixtureId" ORDER BY "fixtureId"
    ON CONFLICT ("fixtureId", "slot") DO UPDATE SET "home" = c."home" + EXCLUDED."home", "away" = c."away" + EXCLUDED."away"
    RETURNING 1
  )
  SELECT count(*)::int FROM folded;
$$;

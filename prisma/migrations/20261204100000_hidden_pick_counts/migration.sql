-- A hidden pick must not move its game's per-side counts before the game starts: a lone hidden pick read as "away:
-- 1, 100%", and on a busy game the shares moving right after a "Picked ✓" appeared told its side. A pick made while
-- its picker hides pending picks is counted apart (hiddenHome, hiddenAway in the same counter slot, so the slots'
-- contention design is unchanged), and readers add those counts to the sides only once the game has started.

-- Whether a picker's pending picks are hidden from everyone else: their own setting, or membership of a pool that
-- hides its members' picks, or of a survivor pool (survivor picks are secret until each game starts, and a member
-- may have them count as board picks too). Membership has to hide everywhere: a pool-only rule would leave the
-- same pick readable on the member's profile, in the feeds and on the game's page. The one SQL form of the rule
-- (lib/domain/hidden-picks.ts says it in words): the count trigger below and the server's reads call it.
CREATE FUNCTION "picker_hides_pending_picks"(picker text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = picker AND u."hidePendingPicks")
    OR EXISTS (SELECT 1 FROM "PoolMember" m JOIN "Pool" p ON p."id" = m."poolId"
               WHERE m."userId" = picker AND (p."hidePicks" OR p."kind" = 'SURVIVOR'));
$$;

-- Decided once, when the pick is made, and kept on the pick: a delete or a side change must take the pick back from
-- the count it went into, whatever its picker (possibly deleted with it) has chosen since.
ALTER TABLE "Pick" ADD COLUMN "countedHidden" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "FixturePickCount" ADD COLUMN "hiddenHome" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "hiddenAway" INTEGER NOT NULL DEFAULT 0;

CREATE FUNCTION "Pick_counted_hidden"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."countedHidden" := "picker_hides_pending_picks"(NEW."userId");
  RETURN NEW;
END;
$$;
-- Parlay legs are never counted, so they skip the lookup.
CREATE TRIGGER "Pick_counted_hidden" BEFORE INSERT ON "Pick"
  FOR EACH ROW WHEN (NEW."kind" = 'NORMAL') EXECUTE FUNCTION "Pick_counted_hidden"();

-- Deltas now carry hiddenHome and hiddenAway beside home and away (a missing key counts 0).
CREATE OR REPLACE FUNCTION "fixture_pick_counts_add"(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "FixturePickCount" AS c ("fixtureId", "slot", "home", "away", "hiddenHome", "hiddenAway")
  SELECT d."fixtureId", "fixture_pick_counts_slot"(), d.home, d.away, d."hiddenHome", d."hiddenAway"
  FROM (
    SELECT (e->>'fixtureId')::int AS "fixtureId", coalesce((e->>'home')::int, 0) AS home, coalesce((e->>'away')::int, 0) AS away,
           coalesce((e->>'hiddenHome')::int, 0) AS "hiddenHome", coalesce((e->>'hiddenAway')::int, 0) AS "hiddenAway"
    FROM jsonb_array_elements(delta) e
  ) d
  WHERE EXISTS (SELECT 1 FROM "Fixture" f WHERE f."id" = d."fixtureId")
  ORDER BY d."fixtureId"
  ON CONFLICT ("fixtureId", "slot") DO UPDATE SET "home" = c."home" + EXCLUDED."home", "away" = c."away" + EXCLUDED."away",
    "hiddenHome" = c."hiddenHome" + EXCLUDED."hiddenHome", "hiddenAway" = c."hiddenAway" + EXCLUDED."hiddenAway";
$$;

CREATE OR REPLACE FUNCTION "fixture_pick_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(x) INTO delta FROM (
      SELECT "fixtureId",
        count(*) FILTER (WHERE "side" = 'HOME' AND NOT "countedHidden") AS home, count(*) FILTER (WHERE "side" = 'AWAY' AND NOT "countedHidden") AS away,
        count(*) FILTER (WHERE "side" = 'HOME' AND "countedHidden") AS "hiddenHome", count(*) FILTER (WHERE "side" = 'AWAY' AND "countedHidden") AS "hiddenAway"
      FROM new_rows WHERE "kind" = 'NORMAL' GROUP BY "fixtureId") x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(x) INTO delta FROM (
      SELECT "fixtureId",
        -count(*) FILTER (WHERE "side" = 'HOME' AND NOT "countedHidden") AS home, -count(*) FILTER (WHERE "side" = 'AWAY' AND NOT "countedHidden") AS away,
        -count(*) FILTER (WHERE "side" = 'HOME' AND "countedHidden") AS "hiddenHome", -count(*) FILTER (WHERE "side" = 'AWAY' AND "countedHidden") AS "hiddenAway"
      FROM old_rows WHERE "kind" = 'NORMAL' GROUP BY "fixtureId") x;
  END IF;
  IF delta IS NOT NULL THEN
    PERFORM "fixture_pick_counts_add"(delta);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION "fixture_pick_counts_row_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  SELECT jsonb_agg(x) INTO delta FROM (
    SELECT "fixtureId", sum(home) AS home, sum(away) AS away, sum("hiddenHome") AS "hiddenHome", sum("hiddenAway") AS "hiddenAway" FROM (
      SELECT NEW."fixtureId" AS "fixtureId", (NEW."side" = 'HOME' AND NOT NEW."countedHidden")::int AS home,
        (NEW."side" = 'AWAY' AND NOT NEW."countedHidden")::int AS away,
        (NEW."side" = 'HOME' AND NEW."countedHidden")::int AS "hiddenHome", (NEW."side" = 'AWAY' AND NEW."countedHidden")::int AS "hiddenAway"
      WHERE NEW."kind" = 'NORMAL'
      UNION ALL
      SELECT OLD."fixtureId", -(OLD."side" = 'HOME' AND NOT OLD."countedHidden")::int, -(OLD."side" = 'AWAY' AND NOT OLD."countedHidden")::int,
        -(OLD."side" = 'HOME' AND OLD."countedHidden")::int, -(OLD."side" = 'AWAY' AND OLD."countedHidden")::int
      WHERE OLD."kind" = 'NORMAL'
    ) u GROUP BY "fixtureId" HAVING sum(home) <> 0 OR sum(away) <> 0 OR sum("hiddenHome") <> 0 OR sum("hiddenAway") <> 0) x;
  IF delta IS NOT NULL THEN
    PERFORM "fixture_pick_counts_add"(delta);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION "fixture_pick_counts_fold"(max_fixtures int) RETURNS int LANGUAGE sql AS $$
  WITH busy AS (
    SELECT "fixtureId" FROM "FixturePickCount" GROUP BY "fixtureId" HAVING count(*) > 1 ORDER BY "fixtureId" LIMIT max_fixtures
  ),
  locked AS (
    SELECT c."fixtureId", c."slot", c."home", c."away", c."hiddenHome", c."hiddenAway" FROM "FixturePickCount" c
    JOIN busy b ON b."fixtureId" = c."fixtureId"
    WHERE c."slot" <> 0 ORDER BY c."fixtureId", c."slot" FOR UPDATE OF c
  ),
  gone AS (
    DELETE FROM "FixturePickCount" c USING locked l WHERE c."fixtureId" = l."fixtureId" AND c."slot" = l."slot"
  ),
  folded AS (
    INSERT INTO "FixturePickCount" AS c ("fixtureId", "slot", "home", "away", "hiddenHome", "hiddenAway")
    SELECT "fixtureId", 0, sum("home")::int, sum("away")::int, sum("hiddenHome")::int, sum("hiddenAway")::int
    FROM locked GROUP BY "fixtureId" ORDER BY "fixtureId"
    ON CONFLICT ("fixtureId", "slot") DO UPDATE SET "home" = c."home" + EXCLUDED."home", "away" = c."away" + EXCLUDED."away",
      "hiddenHome" = c."hiddenHome" + EXCLUDED."hiddenHome", "hiddenAway" = c."hiddenAway" + EXCLUDED."hiddenAway"
    RETURNING 1
  )
  SELECT count(*)::int FROM folded;
$$;

-- Pending picks already made by pickers who hide now, on games still to start, move to the hidden counts (recounted
-- into slot 0); the column is outside the update trigger's list, so marking them counts nothing twice.
UPDATE "Pick" p SET "countedHidden" = true FROM "Fixture" f
WHERE f."id" = p."fixtureId" AND f."startsAt" > now() AND p."kind" = 'NORMAL' AND "picker_hides_pending_picks"(p."userId");

DELETE FROM "FixturePickCount" WHERE "fixtureId" IN (SELECT "fixtureId" FROM "Pick" WHERE "countedHidden");
INSERT INTO "FixturePickCount" ("fixtureId", "slot", "home", "away", "hiddenHome", "hiddenAway")
SELECT p."fixtureId", 0,
  count(*) FILTER (WHERE p."side" = 'HOME' AND NOT p."countedHidden")::int, count(*) FILTER (WHERE p."side" = 'AWAY' AND NOT p."countedHidden")::int,
  count(*) FILTER (WHERE p."side" = 'HOME' AND p."countedHidden")::int, count(*) FILTER (WHERE p."side" = 'AWAY' AND p."countedHidden")::int
FROM "Pick" p WHERE p."kind" = 'NORMAL' AND p."fixtureId" IN (SELECT "fixtureId" FROM "Pick" WHERE "countedHidden")
GROUP BY p."fixtureId";

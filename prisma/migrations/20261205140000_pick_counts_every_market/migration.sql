-- A game's number of picks counts every NORMAL pick, whatever its market, and a hidden pending pick moves nothing
-- else. The counts only held home and away sides, so an over/under pick was never counted: a hidden pick that added
-- one to the game's total was a money-line or spread pick, one that added nothing an over/under pick. Each counter
-- slot now also counts every pick ("total"); the per-side counts (and the hidden ones, joined to their sides once the
-- game starts) keep counting money-line and spread picks, as the board's per-team shares show them.
ALTER TABLE "FixturePickCount" ADD COLUMN "total" INTEGER NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION "fixture_pick_counts_add"(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "FixturePickCount" AS c ("fixtureId", "slot", "home", "away", "hiddenHome", "hiddenAway", "total")
  SELECT d."fixtureId", "fixture_pick_counts_slot"(), d.home, d.away, d."hiddenHome", d."hiddenAway", d.total
  FROM (
    SELECT (e->>'fixtureId')::int AS "fixtureId", coalesce((e->>'home')::int, 0) AS home, coalesce((e->>'away')::int, 0) AS away,
           coalesce((e->>'hiddenHome')::int, 0) AS "hiddenHome", coalesce((e->>'hiddenAway')::int, 0) AS "hiddenAway",
           coalesce((e->>'total')::int, 0) AS total
    FROM jsonb_array_elements(delta) e
  ) d
  WHERE EXISTS (SELECT 1 FROM "Fixture" f WHERE f."id" = d."fixtureId")
  ORDER BY d."fixtureId"
  ON CONFLICT ("fixtureId", "slot") DO UPDATE SET "home" = c."home" + EXCLUDED."home", "away" = c."away" + EXCLUDED."away",
    "hiddenHome" = c."hiddenHome" + EXCLUDED."hiddenHome", "hiddenAway" = c."hiddenAway" + EXCLUDED."hiddenAway",
    "total" = c."total" + EXCLUDED."total";
$$;

CREATE OR REPLACE FUNCTION "fixture_pick_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(x) INTO delta FROM (
      SELECT "fixtureId",
        count(*) FILTER (WHERE "side" = 'HOME' AND NOT "countedHidden") AS home, count(*) FILTER (WHERE "side" = 'AWAY' AND NOT "countedHidden") AS away,
        count(*) FILTER (WHERE "side" = 'HOME' AND "countedHidden") AS "hiddenHome", count(*) FILTER (WHERE "side" = 'AWAY' AND "countedHidden") AS "hiddenAway",
        count(*) AS total
      FROM new_rows WHERE "kind" = 'NORMAL' GROUP BY "fixtureId") x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(x) INTO delta FROM (
      SELECT "fixtureId",
        -count(*) FILTER (WHERE "side" = 'HOME' AND NOT "countedHidden") AS home, -count(*) FILTER (WHERE "side" = 'AWAY' AND NOT "countedHidden") AS away,
        -count(*) FILTER (WHERE "side" = 'HOME' AND "countedHidden") AS "hiddenHome", -count(*) FILTER (WHERE "side" = 'AWAY' AND "countedHidden") AS "hiddenAway",
        -count(*) AS total
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
    SELECT "fixtureId", sum(home) AS home, sum(away) AS away, sum("hiddenHome") AS "hiddenHome", sum("hiddenAway") AS "hiddenAway", sum(total) AS total FROM (
      SELECT NEW."fixtureId" AS "fixtureId", (NEW."side" = 'HOME' AND NOT NEW."countedHidden")::int AS home,
        (NEW."side" = 'AWAY' AND NOT NEW."countedHidden")::int AS away,
        (NEW."side" = 'HOME' AND NEW."countedHidden")::int AS "hiddenHome", (NEW."side" = 'AWAY' AND NEW."countedHidden")::int AS "hiddenAway",
        1 AS total
      WHERE NEW."kind" = 'NORMAL'
      UNION ALL
      SELECT OLD."fixtureId", -(OLD."side" = 'HOME' AND NOT OLD."countedHidden")::int, -(OLD."side" = 'AWAY' AND NOT OLD."countedHidden")::int,
        -(OLD."side" = 'HOME' AND OLD."countedHidden")::int, -(OLD."side" = 'AWAY' AND OLD."countedHidden")::int, -1
      WHERE OLD."kind" = 'NORMAL'
    ) u GROUP BY "fixtureId"
    HAVING sum(home) <> 0 OR sum(away) <> 0 OR sum("hiddenHome") <> 0 OR sum("hiddenAway") <> 0 OR sum(total) <> 0) x;
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
    SELECT c."fixtureId", c."slot", c."home", c."away", c."hiddenHome", c."hiddenAway", c."total" FROM "FixturePickCount" c
    JOIN busy b ON b."fixtureId" = c."fixtureId"
    WHERE c."slot" <> 0 ORDER BY c."fixtureId", c."slot" FOR UPDATE OF c
  ),
  gone AS (
    DELETE FROM "FixturePickCount" c USING locked l WHERE c."fixtureId" = l."fixtureId" AND c."slot" = l."slot"
  ),
  folded AS (
    INSERT INTO "FixturePickCount" AS c ("fixtureId", "slot", "home", "away", "hiddenHome", "hiddenAway", "total")
    SELECT "fixtureId", 0, sum("home")::int, sum("away")::int, sum("hiddenHome")::int, sum("hiddenAway")::int, sum("total")::int
    FROM locked GROUP BY "fixtureId" ORDER BY "fixtureId"
    ON CONFLICT ("fixtureId", "slot") DO UPDATE SET "home" = c."home" + EXCLUDED."home", "away" = c."away" + EXCLUDED."away",
      "hiddenHome" = c."hiddenHome" + EXCLUDED."hiddenHome", "hiddenAway" = c."hiddenAway" + EXCLUDED."hiddenAway",
      "total" = c."total" + EXCLUDED."total"
    RETURNING 1
  )
  SELECT count(*)::int FROM folded;
$$;

-- A pick made before its picker started hiding must be as hidden as one made after: "secret everywhere, from
-- everyone" cannot leave it on its side in the game's shares. Marking a pick counted hidden moves it from its side
-- to the hidden counts, so the update trigger now follows "countedHidden" too.
DROP TRIGGER "Pick_counts_update" ON "Pick";
CREATE TRIGGER "Pick_counts_update" AFTER UPDATE OF "side", "fixtureId", "kind", "countedHidden" ON "Pick"
  FOR EACH ROW
  WHEN (OLD."side" IS DISTINCT FROM NEW."side" OR OLD."fixtureId" IS DISTINCT FROM NEW."fixtureId" OR OLD."kind" IS DISTINCT FROM NEW."kind"
    OR OLD."countedHidden" IS DISTINCT FROM NEW."countedHidden")
  EXECUTE FUNCTION "fixture_pick_counts_row_update"();

-- The pending picks (games still to start by the database's clock) of pickers who hide now, counted apart from then
-- on. Only ever one way: a picker who stops hiding keeps them apart until their games start, as picks made while
-- hiding are; the shares moving back on that switch would tell their sides.
CREATE FUNCTION "hide_pending_picks_of"(pickers text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "Pick" p SET "countedHidden" = true FROM "Fixture" f
  WHERE p."userId" = ANY(pickers) AND p."kind" = 'NORMAL' AND NOT p."countedHidden"
    AND f."id" = p."fixtureId" AND f."startsAt" > now();
$$;

-- Every way a picker comes to hide, whichever code path writes it: turning the preference on, joining a pool that
-- hides its members' picks or a survivor pool, and a pool's owner turning the option on for its members.
CREATE FUNCTION "User_hides_pending_picks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "hide_pending_picks_of"(ARRAY[NEW."id"]);
  RETURN NULL;
END;
$$;
CREATE TRIGGER "User_hides_pending_picks" AFTER UPDATE OF "hidePendingPicks" ON "User"
  FOR EACH ROW WHEN (NEW."hidePendingPicks" AND NOT OLD."hidePendingPicks")
  EXECUTE FUNCTION "User_hides_pending_picks"();

CREATE FUNCTION "PoolMember_hides_pending_picks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "hide_pending_picks_of"(array_agg(DISTINCT n."userId"))
  FROM new_members n JOIN "Pool" p ON p."id" = n."poolId"
  WHERE p."hidePicks" OR p."kind" = 'SURVIVOR'
  HAVING count(*) > 0;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "PoolMember_hides_pending_picks" AFTER INSERT ON "PoolMember"
  REFERENCING NEW TABLE AS new_members FOR EACH STATEMENT
  EXECUTE FUNCTION "PoolMember_hides_pending_picks"();

CREATE FUNCTION "Pool_hides_pending_picks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "hide_pending_picks_of"(array_agg(m."userId")) FROM "PoolMember" m WHERE m."poolId" = NEW."id" HAVING count(*) > 0;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Pool_hides_pending_picks" AFTER UPDATE OF "hidePicks", "kind" ON "Pool"
  FOR EACH ROW WHEN ((NEW."hidePicks" OR NEW."kind" = 'SURVIVOR') AND NOT (OLD."hidePicks" OR OLD."kind" = 'SURVIVOR'))
  EXECUTE FUNCTION "Pool_hides_pending_picks"();

-- Backfill: the pending picks of pickers who hide now are counted apart (the update trigger moves them), then every
-- game's counts are recounted from its picks into slot 0, which fills "total".
SELECT "hide_pending_picks_of"(array_agg(u."id")) FROM "User" u WHERE "picker_hides_pending_picks"(u."id") HAVING count(*) > 0;

DELETE FROM "FixturePickCount";
INSERT INTO "FixturePickCount" ("fixtureId", "slot", "home", "away", "hiddenHome", "hiddenAway", "total")
SELECT p."fixtureId", 0,
  count(*) FILTER (WHERE p."side" = 'HOME' AND NOT p."countedHidden")::int, count(*) FILTER (WHERE p."side" = 'AWAY' AND NOT p."countedHidden")::int,
  count(*) FILTER (WHERE p."side" = 'HOME' AND p."countedHidden")::int, count(*) FILTER (WHERE p."side" = 'AWAY' AND p."countedHidden")::int,
  count(*)::int
FROM "Pick" p WHERE p."kind" = 'NORMAL'
GROUP BY p."fixtureId";

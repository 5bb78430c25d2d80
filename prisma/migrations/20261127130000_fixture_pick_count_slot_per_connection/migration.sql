-- Counter slots are dealt to connections in turn instead of by backend pid mod 32 (docs/adr-pick-rush.md). Pids
-- are spread over the whole machine's process ids, so a pool's connections share a slot by chance (10 connections:
-- about one and a half sharing pairs on average), and two transactions on one slot run one after the other until
-- commit. A sequence hands each connection the next slot on its first counted pick; the connection keeps it in a
-- session setting, so 32 connections that picked one after another never share one.
CREATE SEQUENCE "fixture_pick_count_slot_seq";

-- A transaction that rolls back also rolls back the setting: its connection simply takes a new slot next time.
CREATE FUNCTION "fixture_pick_counts_slot"() RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  slot text := current_setting('pickline.pick_count_slot', true);
BEGIN
  IF slot IS NULL OR slot = '' THEN
    slot := (nextval('"fixture_pick_count_slot_seq"') % 32)::text;
    PERFORM set_config('pickline.pick_count_slot', slot, false);
  END IF;
  RETURN slot::smallint;
END;
$$;

CREATE OR REPLACE FUNCTION "fixture_pick_counts_add"(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "FixturePickCount" AS c ("fixtureId", "slot", "home", "away")
  SELECT d."fixtureId", "fixture_pick_counts_slot"(), d.home, d.away
  FROM (
    SELECT (e->>'fixtureId')::int AS "fixtureId", (e->>'home')::int AS home, (e->>'away')::int AS away
    FROM jsonb_array_elements(delta) e
  ) d
  WHERE EXISTS (SELECT 1 FROM "Fixture" f WHERE f."id" = d."fixtureId")
  ORDER BY d."fixtureId"
  ON CONFLICT ("fixtureId", "slot") DO UPDATE SET "home" = c."home" + EXCLUDED."home", "away" = c."away" + EXCLUDED."away";
$$;

-- Per-fixture pick counts move from two columns on "Fixture" into counter slots that readers sum
-- (docs/adr-pick-rush.md). Every NORMAL pick used to update its fixture's row and hold that row lock until
-- commit, so all picks on one game ran one after another; now each transaction adds to the slot of its own
-- connection (backend pid mod 32), and picks on one game only wait for another transaction on the same slot.
CREATE TABLE "FixturePickCount" (
    "fixtureId" INTEGER NOT NULL,
    "slot" SMALLINT NOT NULL,
    "home" INTEGER NOT NULL DEFAULT 0,
    "away" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "FixturePickCount_pkey" PRIMARY KEY ("fixtureId","slot")
);

-- The cascade keeps slots from outliving their game (and TRUNCATE ... CASCADE empties them with it); the key
-- is only checked when a slot row is first made, not on each count.
ALTER TABLE "FixturePickCount" ADD CONSTRAINT "FixturePickCount_fixtureId_fkey" FOREIGN KEY ("fixtureId") REFERENCES "Fixture"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill from the picks themselves, in slot 0.
INSERT INTO "FixturePickCount" ("fixtureId", "slot", "home", "away")
SELECT "fixtureId", 0, count(*) FILTER (WHERE "side" = 'HOME')::int, count(*) FILTER (WHERE "side" = 'AWAY')::int
FROM "Pick" WHERE "kind" = 'NORMAL' GROUP BY "fixtureId";

ALTER TABLE "Fixture" DROP COLUMN "homePicks", DROP COLUMN "awayPicks";

-- Adds per-fixture deltas to this connection's slot. Rows are taken in fixture order, so two statements touching
-- several fixtures on the same slot never wait on each other in opposite orders. Deltas for fixtures that no
-- longer exist (picks cascading from a deleted fixture) are dropped: their slots go with the fixture.
CREATE OR REPLACE FUNCTION "fixture_pick_counts_add"(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "FixturePickCount" AS c ("fixtureId", "slot", "home", "away")
  SELECT d."fixtureId", pg_backend_pid() % 32, d.home, d.away
  FROM (
    SELECT (e->>'fixtureId')::int AS "fixtureId", (e->>'home')::int AS home, (e->>'away')::int AS away
    FROM jsonb_array_elements(delta) e
  ) d
  WHERE EXISTS (SELECT 1 FROM "Fixture" f WHERE f."id" = d."fixtureId")
  ORDER BY d."fixtureId"
  ON CONFLICT ("fixtureId", "slot") DO UPDATE SET "home" = c."home" + EXCLUDED."home", "away" = c."away" + EXCLUDED."away";
$$;

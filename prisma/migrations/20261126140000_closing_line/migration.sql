-- The closing line of every fixture and the other side's line of every pick: what closing-line value and
-- expected points are computed from.
ALTER TABLE "Fixture" ADD COLUMN "closingHomeMoneyLine" INTEGER,
  ADD COLUMN "closingAwayMoneyLine" INTEGER,
  ADD COLUMN "closingLineAt" TIMESTAMPTZ(3);

ALTER TABLE "Pick" ADD COLUMN "opposingMoneyLine" INTEGER;

-- Games already under way kept their last pre-game lines (the sync moves odds only before a game), so those are
-- their closing lines. Picks made before this change have no opposing line and stay out of the skill figures.
UPDATE "Fixture" SET "closingHomeMoneyLine" = "homeMoneyLine", "closingAwayMoneyLine" = "awayMoneyLine",
  "closingLineAt" = "startsAt"
WHERE "status" IN ('IN_PROGRESS', 'FINAL');

-- Written once: once a fixture's line has closed, no statement (a late feed update, a result correction, a script)
-- can change it. Fires only for statements that name these columns.
CREATE FUNCTION "Fixture_closing_line_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."closingLineAt" IS NOT NULL THEN
    NEW."closingHomeMoneyLine" := OLD."closingHomeMoneyLine";
    NEW."closingAwayMoneyLine" := OLD."closingAwayMoneyLine";
    NEW."closingLineAt" := OLD."closingLineAt";
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "Fixture_closing_line_once" BEFORE UPDATE OF "closingHomeMoneyLine", "closingAwayMoneyLine", "closingLineAt"
  ON "Fixture" FOR EACH ROW EXECUTE FUNCTION "Fixture_closing_line_once"();

-- A picker's skill figures scan their settled, decided NORMAL picks that carry both lines, from this index alone
-- (schema.prisma lists the columns; Prisma cannot express the predicate).
CREATE INDEX "Pick_skill_idx" ON "Pick"("userId", "settledAt", "fixtureId", "side", "moneyLine", "opposingMoneyLine",
  "decimalOdds", "points", "outcome")
  WHERE "kind" = 'NORMAL' AND "state" = 'FINAL' AND "outcome" <> 'PUSH' AND "opposingMoneyLine" IS NOT NULL;

-- A money line's decimal odds as a pick stores them (lib/domain/odds.ts roundOdds(moneyLineToDecimal(line))):
-- numeric arithmetic, rounded half away from zero to 4 places. Inlined by the planner.
CREATE FUNCTION "money_line_decimal"(line integer) RETURNS numeric
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT round(CASE WHEN line > 0 THEN 1 + line / 100.0 ELSE 1 + 100.0 / abs(line) END, 4)
$$;

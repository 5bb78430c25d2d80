-- A Pick N card holds at most N picks a member and week, whatever statement reaches the table. The check takes the
-- same per-member, per-week advisory lock the card calls take before they read a card (lockMemberWeek), so two
-- concurrent inserts cannot both see room for one more; a change of a pick already on the card (an INSERT ... ON
-- CONFLICT that updates, whose BEFORE INSERT trigger fires first) or a pick moved to another game is not counted
-- against itself.
CREATE FUNCTION "card_pick_within_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  most integer;
BEGIN
  SELECT c."pickCount" INTO most FROM "CardPool" c WHERE c."poolId" = NEW."poolId" AND c."picking" = 'PICK_N';
  IF most IS NULL THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('card:' || NEW."poolId" || ':' || NEW."userId" || ':' || to_char(NEW."week", 'YYYY-MM-DD'), 0));
  IF (SELECT count(*) FROM "CardPick" cp
      WHERE cp."poolId" = NEW."poolId" AND cp."userId" = NEW."userId" AND cp."week" = NEW."week"
        AND cp."fixtureId" <> NEW."fixtureId" AND cp."id" <> NEW."id") >= most THEN
    RAISE EXCEPTION 'card pick beyond the card: a Pick N card holds % picks', most USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "CardPick_within_count" BEFORE INSERT OR UPDATE OF "poolId", "userId", "week", "fixtureId" ON "CardPick"
  FOR EACH ROW EXECUTE FUNCTION "card_pick_within_count"();

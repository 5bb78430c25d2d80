-- Settling a card week rewrites every pick of it (outcome, points, result, settledAt): 160,000 rows for a 10,000-member
-- pool on a 16-game card. None of those columns is indexed, so each new row version can stay on its page without a new
-- entry in any of the table's five indexes (a HOT update) when the page has room for it: pages are kept half empty.
-- Existing pages keep their layout until rewritten; new ones follow.
ALTER TABLE "CardPick" SET (fillfactor = 50);

-- The guard on a pick's choice runs for inserts, deletes and updates that name a choice column; settlement's updates
-- name none, so they no longer call it for each row. (An update naming a choice column with its old value still runs
-- it and passes, as before.)
DROP TRIGGER "CardPick_fixed_after_start" ON "CardPick";
CREATE TRIGGER "CardPick_fixed_after_start"
  BEFORE INSERT OR DELETE OR UPDATE OF "poolId", "userId", "week", "fixtureId", "side", "point", "price", "opposingPrice", "confidence", "auto"
  ON "CardPick" FOR EACH ROW EXECUTE FUNCTION "card_pick_fixed_after_start"();

-- Settlement walks a fixture's pending picks in id order, one bounded batch per statement: (fixtureId, id) gives
-- each batch an index range and serves every other lookup by fixture. (fixtureId, state) goes: state changes when
-- a pick settles, so that index took a new entry for every settled pick.
DROP INDEX "Pick_fixtureId_state_idx";
CREATE INDEX "Pick_fixtureId_id_idx" ON "Pick"("fixtureId", "id");

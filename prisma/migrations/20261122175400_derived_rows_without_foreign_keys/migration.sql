-- Settlement inserts one ledger row, one notification, one daily and three period roll-up rows per settled
-- pick (450,000 rows for a 100,000-pick game), and each of them fired a foreign-key check against "User"
-- (~3 s of the ~11 s it took; docs/adr-settlement-write-path.md). Only settlement writes these rows, always for
-- users whose picks it is settling (picks keep their foreign key), so the checks could never fail there.
-- What the foreign keys still did was ON DELETE CASCADE: one statement-level trigger on "User" does it now.
ALTER TABLE "PointsLedger" DROP CONSTRAINT "PointsLedger_userId_fkey";
ALTER TABLE "DailyPoints" DROP CONSTRAINT "DailyPoints_userId_fkey";
ALTER TABLE "PeriodPoints" DROP CONSTRAINT "PeriodPoints_userId_fkey";
ALTER TABLE "Notification" DROP CONSTRAINT "Notification_userId_fkey";

-- A deleted user's derived rows go with them, once per DELETE statement (however many users it deletes).
-- Deleting their PeriodPoints fires "PeriodPoints_buckets_delete", so the leaderboard's bucket counts follow,
-- as they did under the cascade. Each delete reads an index leading with "userId", except the ledger's (below).
CREATE FUNCTION "user_derived_rows_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "PointsLedger" WHERE "userId" IN (SELECT "id" FROM old_rows);
  DELETE FROM "DailyPoints" WHERE "userId" IN (SELECT "id" FROM old_rows);
  DELETE FROM "PeriodPoints" WHERE "userId" IN (SELECT "id" FROM old_rows);
  DELETE FROM "Notification" WHERE "userId" IN (SELECT "id" FROM old_rows);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "User_derived_rows_delete" AFTER DELETE ON "User"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "user_derived_rows_delete"();

-- Nothing reads the ledger by user (the board and the stats read the roll-ups and the picks); the index only
-- served the cascade, and cost ~0.3 s of every 100,000-pick settlement. Deleting users now scans the ledger
-- once per DELETE statement (the trigger is statement-level), which the app never issues in bulk.
DROP INDEX "PointsLedger_userId_idx";

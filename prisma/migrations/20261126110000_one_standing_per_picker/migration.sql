-- Settling a pick wrote ~5.5 rows: the pick, a ledger row, a daily roll-up, three period roll-ups, the user's score
-- and a notification (docs/adr-settlement-write-path.md). Now it writes the pick and one "Standing" row per picker
-- who scored: the settled pick is its own ledger entry (points, settledAt), a parlay likewise, and a picker's
-- board totals live in one row keyed by the user, with a foreign key again (the update of an existing row fires
-- no check; the row is created with the user).
CREATE TABLE "Standing" (
    "userId" TEXT NOT NULL,
    "points" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "day" DATE,
    "dayPoints" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "week" DATE,
    "weekPoints" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "month" DATE,
    "monthPoints" DECIMAL(14,4) NOT NULL DEFAULT 0,
    CONSTRAINT "Standing_pkey" PRIMARY KEY ("userId")
);

-- Each user's latest period rows and score carry over, so the current boards and their bucket counts stay as they are.
INSERT INTO "Standing" ("userId", "points", "day", "dayPoints", "week", "weekPoints", "month", "monthPoints")
SELECT u."id", u."score", d."start", COALESCE(d."points", 0), w."start", COALESCE(w."points", 0), m."start", COALESCE(m."points", 0)
FROM "User" u
LEFT JOIN LATERAL (SELECT "start", "points" FROM "PeriodPoints" p WHERE p."userId" = u."id" AND p."period" = 'DAY' ORDER BY "start" DESC LIMIT 1) d ON true
LEFT JOIN LATERAL (SELECT "start", "points" FROM "PeriodPoints" p WHERE p."userId" = u."id" AND p."period" = 'WEEK' ORDER BY "start" DESC LIMIT 1) w ON true
LEFT JOIN LATERAL (SELECT "start", "points" FROM "PeriodPoints" p WHERE p."userId" = u."id" AND p."period" = 'MONTH' ORDER BY "start" DESC LIMIT 1) m ON true;

CREATE INDEX "Standing_points_userId_idx" ON "Standing"("points" DESC, "userId");
CREATE INDEX "Standing_day_dayPoints_userId_idx" ON "Standing"("day", "dayPoints" DESC, "userId");
CREATE INDEX "Standing_week_weekPoints_userId_idx" ON "Standing"("week", "weekPoints" DESC, "userId");
CREATE INDEX "Standing_month_monthPoints_userId_idx" ON "Standing"("month", "monthPoints" DESC, "userId");
ALTER TABLE "Standing" ADD CONSTRAINT "Standing_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every user has their row from the start, so settlement only ever updates (once per INSERT statement on "User").
CREATE FUNCTION "standing_create"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "Standing" ("userId") SELECT "id" FROM new_rows;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "User_standing_create" AFTER INSERT ON "User"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "standing_create"();

-- A deleted standing (its user deleted, by cascade) leaves the boards it was on: every slot above 0 leaves its bucket.
DROP TRIGGER "User_buckets_delete" ON "User";
DROP TRIGGER "PeriodPoints_buckets_delete" ON "PeriodPoints";
DROP TRIGGER "User_derived_rows_delete" ON "User";
DROP FUNCTION "user_derived_rows_delete"();
CREATE OR REPLACE FUNCTION "score_buckets_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ScoreBucket" b SET "pickers" = b."pickers" - g.n
  FROM (SELECT x.period, x.start, floor(x.points)::int AS bucket, count(*)::int AS n
        FROM old_rows o CROSS JOIN LATERAL (VALUES
          ('ALL'::"BoardPeriod", DATE '1970-01-01', o."points"), ('DAY', o."day", o."dayPoints"),
          ('WEEK', o."week", o."weekPoints"), ('MONTH', o."month", o."monthPoints")) AS x(period, start, points)
        WHERE x.points > 0 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) g
  WHERE b."period" = g.period AND b."start" = g.start AND b."bucket" = g.bucket;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Standing_buckets_delete" AFTER DELETE ON "Standing"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "score_buckets_forget"();

-- Notifications are written by the follow use case and by parlay settlement only: their foreign key is back.
DELETE FROM "Notification" n WHERE NOT EXISTS (SELECT 1 FROM "User" u WHERE u."id" = n."userId");
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

DROP TABLE "PointsLedger";
DROP TABLE "DailyPoints";
DROP TABLE "PeriodPoints";
DROP TYPE "LedgerSource";
DROP TYPE "PointsPeriod";
DROP INDEX "User_score_id_idx";
ALTER TABLE "User" DROP COLUMN "score";

-- PICK_RESULT notifications are read from the settled picks: read state is a per-picker watermark (the last
-- "clear") plus the picks read one by one. Neither column is indexed, so marking read is a HOT update.
ALTER TABLE "User" ADD COLUMN "resultsReadAt" TIMESTAMPTZ(3);
ALTER TABLE "Pick" ADD COLUMN "resultRead" BOOLEAN NOT NULL DEFAULT false;
-- Up to just before their oldest unread pick result (picks settled earlier are taken as read).
UPDATE "User" u SET "resultsReadAt" = COALESCE((
  SELECT min(n."createdAt") - interval '1 millisecond' FROM "Notification" n
  WHERE n."userId" = u."id" AND n."type" = 'PICK_RESULT' AND NOT n."read"), now());
DELETE FROM "Notification" WHERE "type" = 'PICK_RESULT';

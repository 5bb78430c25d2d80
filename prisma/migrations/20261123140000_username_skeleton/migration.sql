-- Look-alike usernames ("аlice" with a Cyrillic а beside "alice") cannot both exist: each name stores its confusable
-- skeleton, computed on write by lib/domain/username-skeleton.ts, under a unique index.
ALTER TABLE "User" ADD COLUMN "usernameSkeleton" TEXT;
-- Existing names: their lower-cased key, which is the skeleton of every plain-ASCII name and unique already;
-- a non-ASCII name gets its real skeleton when it is next changed.
UPDATE "User" SET "usernameSkeleton" = "usernameKey" WHERE "usernameKey" IS NOT NULL;
CREATE UNIQUE INDEX "User_usernameSkeleton_key" ON "User"("usernameSkeleton");

-- The key is lower-cased by JavaScript's Unicode case mapping, the same on every server; PostgreSQL's lower() follows
-- the database's locale (ASCII only under the C locale), so this check refused non-ASCII names with a 500.
ALTER TABLE "User" DROP CONSTRAINT "User_usernameKey_check";

-- The opt-in weekly digest: its preference (off by default) and its kind of EmailSend row (one per picker and ISO week,
-- keyed by the week's Monday).
ALTER TYPE "EmailKind" ADD VALUE 'WEEKLY_DIGEST';
ALTER TABLE "User" ADD COLUMN "emailDigest" BOOLEAN NOT NULL DEFAULT false;

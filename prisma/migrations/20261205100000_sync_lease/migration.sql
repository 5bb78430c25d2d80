-- One sync run at a time through a claim with an expiry in the sync's row, instead of a transaction-scoped advisory lock
-- held across the providers' HTTP calls: a run holds no pooled connection while it waits on a provider.
ALTER TABLE "SyncState" ADD COLUMN "leaseHolder" TEXT,
ADD COLUMN "leaseUntil" TIMESTAMPTZ(3);

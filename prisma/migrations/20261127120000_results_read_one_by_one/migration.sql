-- The unread count subtracts the results a picker read one by one from the settled results after their read
-- watermark, two index ranges; without this index it visited every such result on the heap to read the flag.
-- The list's page of results read one by one is a range of it too.
-- Partial: only results read one by one. Settlement never sets the flag, so settling a pick adds no entry here.
-- (schema.prisma declares the columns; Prisma cannot express the predicate.)
CREATE INDEX "Pick_results_read_idx" ON "Pick"("userId", "settledAt" DESC, "id" DESC)
  WHERE "resultRead" AND "kind" = 'NORMAL' AND "state" = 'FINAL';

// Settles one fixture in a process of its own (node --import tsx tests/support/settle-child.ts <fixtureId>), so a test can kill it mid-way.
import { createPrismaClient } from "@/lib/db";
import { settleFixture } from "@/lib/server/results/settle-fixtures";

const db = createPrismaClient(process.env.DATABASE_URL);
settleFixture(db, Number(process.argv[2])).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

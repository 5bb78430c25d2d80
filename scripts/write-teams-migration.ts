// Writes the reference-teams migration from lib/reference/teams.ts: `npx tsx scripts/write-teams-migration.ts <folder>`.
// Only for a migration not yet applied anywhere: once applied, a changed team list needs a new migration, and
// tests/integration/reference-teams.test.ts fails until the migrated database and the list agree again.
import fs from "node:fs";
import path from "node:path";
import { referenceTeamStatements } from "@/lib/reference/teams-sql";

const SCHEMA = `-- Teams become reference data present in every database, with each provider's identity and former names.
-- The data statements are generated from lib/reference/teams.ts by scripts/write-teams-migration.ts.
ALTER TABLE "Team" ADD COLUMN "espnId" VARCHAR(16), ADD COLUMN "espnAbbreviation" VARCHAR(8), ADD COLUMN "oddsApiName" TEXT;
CREATE UNIQUE INDEX "Team_league_espnId_key" ON "Team"("league", "espnId");

CREATE TABLE "TeamAlias" (
    "id" SERIAL NOT NULL,
    "league" "League" NOT NULL,
    "alias" TEXT NOT NULL,
    "teamId" INTEGER NOT NULL,
    CONSTRAINT "TeamAlias_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "TeamAlias_league_alias_key" ON "TeamAlias"("league", "alias");
CREATE INDEX "TeamAlias_teamId_idx" ON "TeamAlias"("teamId");
ALTER TABLE "TeamAlias" ADD CONSTRAINT "TeamAlias_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;
`;

const folder = process.argv[2];
if (!folder) throw new Error("Usage: npx tsx scripts/write-teams-migration.ts prisma/migrations/<timestamp>_reference_teams");
fs.mkdirSync(folder, { recursive: true });
fs.writeFileSync(path.join(folder, "migration.sql"), `${SCHEMA}\n${referenceTeamStatements().join(";\n\n")};\n`);

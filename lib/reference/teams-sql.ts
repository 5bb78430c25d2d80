// Renders the reference teams as two idempotent SQL statements: the migration is generated from them, the demo seed runs them.
import { REFERENCE_TEAMS, type ReferenceTeam } from "./teams";

const literal = (value: string | number) => (typeof value === "number" ? String(value) : `'${value.replace(/'/g, "''")}'`);
const values = (rows: (string | number)[][]) => rows.map((row) => `  (${row.map(literal).join(", ")})`).join(",\n");

/**
 * Teams are matched on (league, abbreviation), so a database seeded before the teams were reference data gains the
 * provider identities; its names, colours, ratings and records stay as they are. Returns [teams, aliases].
 */
export function referenceTeamStatements(teams: readonly ReferenceTeam[] = REFERENCE_TEAMS): [string, string] {
  const teamRows = teams.map((t) => [t.league, t.name, t.abbreviation, t.color, t.rating, t.espnId, t.espnAbbreviation, t.oddsApiName]);
  const aliasRows = teams.flatMap((t) => t.aliases.map((alias) => [t.league, t.abbreviation, alias]));
  const upsertTeams = `INSERT INTO "Team" ("league", "name", "abbreviation", "color", "rating", "espnId", "espnAbbreviation", "oddsApiName")
SELECT v.league::"League", v.name, v.abbreviation, v.color, v.rating, v."espnId", v."espnAbbreviation", v."oddsApiName"
FROM (VALUES
${values(teamRows)}
) AS v(league, name, abbreviation, color, rating, "espnId", "espnAbbreviation", "oddsApiName")
ON CONFLICT ("league", "abbreviation") DO UPDATE
SET "espnId" = EXCLUDED."espnId", "espnAbbreviation" = EXCLUDED."espnAbbreviation", "oddsApiName" = EXCLUDED."oddsApiName"
WHERE ("Team"."espnId", "Team"."espnAbbreviation", "Team"."oddsApiName")
  IS DISTINCT FROM (EXCLUDED."espnId", EXCLUDED."espnAbbreviation", EXCLUDED."oddsApiName")`;
  const insertAliases = `INSERT INTO "TeamAlias" ("league", "alias", "teamId")
SELECT t."league", v.alias, t."id"
FROM (VALUES
${values(aliasRows)}
) AS v(league, abbreviation, alias)
JOIN "Team" t ON t."league" = v.league::"League" AND t."abbreviation" = v.abbreviation
ON CONFLICT ("league", "alias") DO NOTHING`;
  return [upsertTeams, insertAliases];
}

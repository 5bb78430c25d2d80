// Creates and drops throwaway databases on the test PostgreSQL server, cloned from a migrated template.
import crypto from "node:crypto";
import pg from "pg";

export const TEMPLATE_DATABASE = "pickline_test_template";

export function adminUrl(): string {
  const url = process.env.TEST_ADMIN_DATABASE_URL;
  if (!url) throw new Error("TEST_ADMIN_DATABASE_URL is not set: integration tests run through jest's global setup.");
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database: a copy of the migrated template, or empty when template is null. */
export async function createTestDatabase(template: string | null = TEMPLATE_DATABASE): Promise<string> {
  const name = `t_${crypto.randomBytes(6).toString("hex")}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
  return name;
}

export async function dropTestDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Empty databases for one test file, each dropped after the file's tests: `const empty = emptyDatabases()` at its top. */
export function emptyDatabases(): () => Promise<string> {
  const created: string[] = [];
  afterAll(async () => {
    for (const name of created) await dropTestDatabase(name);
  });
  return async () => {
    const name = await createTestDatabase(null);
    created.push(name);
    return databaseUrl(name);
  };
}

/** One query on its own connection: for databases the app's client does not point at. */
export async function queryRows<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

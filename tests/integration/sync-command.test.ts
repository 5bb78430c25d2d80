// npm run sync (the self-hosting timer's command): migrates, syncs the configured feed, prints a summary, records the success.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { db } from "@/lib/db";

test("npm run sync's script syncs the demo feed into DATABASE_URL and records when it succeeded", async () => {
  await db.$executeRaw`DELETE FROM "SyncState"`;
  const result = spawnSync(path.join(process.cwd(), "node_modules", ".bin", "tsx"), ["scripts/sync.ts"], {
    env: { ...process.env, FEED_PROVIDER: "demo", DATABASE_URL_UNPOOLED: "", DIRECT_URL: "" },
    encoding: "utf8",
    timeout: 90_000,
  });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/Syncing from demo[\s\S]*Done in [\d.]+ s: \d+ new/);
  expect(await db.fixture.count()).toBeGreaterThan(100);
  const [state] = await db.syncState.findMany();
  expect(state.succeededAt).toBeInstanceOf(Date);
}, 90_000);

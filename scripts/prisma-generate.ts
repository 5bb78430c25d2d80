// Runs `prisma generate` offline: Prisma's CLI wants a schema-engine binary it cannot download here, but generate never uses it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const engine = process.env.PRISMA_SCHEMA_ENGINE_BINARY;
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: engine && fs.existsSync(engine) ? engine : process.execPath,
  CHECKPOINT_DISABLE: "1",
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
};
const cli = path.join(process.cwd(), "node_modules", "prisma", "build", "index.js");
const result = spawnSync(process.execPath, [cli, "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);

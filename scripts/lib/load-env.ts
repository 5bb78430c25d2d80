// Loads .env, .env.local and the mode's files the way Next.js does, so launchers and `next` see the same settings.
// A named import: @next/env is CommonJS marked __esModule, so under tsx its default import is undefined.
import { loadEnvConfig } from "@next/env";

/** Call first thing in a launcher; `dev` picks .env.development* instead of .env.production*. Set variables win over files. */
export function loadProjectEnv(dev: boolean): void {
  loadEnvConfig(process.cwd(), dev, { info: () => {}, error: console.error });
}

// Loads .env, .env.local and the mode's files the way Next.js does, so launchers and `next` see the same settings.
import nextEnv from "@next/env";

/** Call first thing in a launcher; `dev` picks .env.development* instead of .env.production*. Set variables win over files. */
export function loadProjectEnv(dev: boolean): void {
  nextEnv.loadEnvConfig(process.cwd(), dev, { info: () => {}, error: console.error });
}

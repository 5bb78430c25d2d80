// How every launcher ends: its exit code, or 1 with the error (a migration's own message alone, without a stack).
import { MigrationError } from "./migrator";

export function runScript(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error instanceof MigrationError ? error.message : error);
      process.exit(1);
    },
  );
}

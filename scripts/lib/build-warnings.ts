// Reads `next build`'s output for warnings: a build that warns (a Node API in the Edge bundle, a whole project traced
// into a route) still exits 0, so the test run's build step fails on them here instead.

const ANSI = /\u001b\[[0-9;]*m/g;

/** The lines of a build's output that report a warning, colours stripped; empty for a clean build. */
export function buildWarnings(output: string): string[] {
  return output
    .replace(ANSI, "")
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => /^(?:⚠|Warning:)|\bencountered \d+ warnings?\b|^warn\b/i.test(line));
}

// Reads `next build`'s output for warnings: a build that warns (a Node API in the Edge bundle, a whole project traced
// into a route) still exits 0, so the test run's build step fails on them here instead.

const ANSI = /\u001b\[[0-9;]*m/g;

// Notices about the machine, not the code: a CI machine's first build has no cache to reuse.
const MACHINE_NOTICES = [/^⚠ No build cache found\b/];

/** The lines of a build's output that report a warning, colours stripped; empty for a clean build. */
export function buildWarnings(output: string): string[] {
  return output
    .replace(ANSI, "")
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => /^(?:⚠|Warning:)|\bencountered \d+ warnings?\b|^warn\b/i.test(line))
    .filter((line) => !MACHINE_NOTICES.some((notice) => notice.test(line)));
}

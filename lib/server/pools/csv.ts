// A pool's tables as CSV files: cells a spreadsheet reads as text, never as formulas, and a file name from the pool's.
// No "server-only" import: pure text.

/** Quoted when it must be, and a leading =, +, - or @ defused, so a spreadsheet never runs a username as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The lines (cells already made safe) as a CRLF file, named after the pool and what it holds ("office-pool-season.csv"). */
export function csvFile(poolName: string, what: string, lines: readonly (readonly string[])[]): { filename: string; csv: string } {
  const slug = poolName.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "").toLowerCase() || "pool";
  return { filename: `${slug}-${what}.csv`, csv: `${lines.map((cells) => cells.join(",")).join("\r\n")}\r\n` };
}

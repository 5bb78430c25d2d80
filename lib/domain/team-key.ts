// How a team's name or abbreviation is compared across providers: case, accents, punctuation and St./LA spellings ignored.

const SPELLINGS: Record<string, string> = { saint: "st", la: "los angeles" };

/** "Montréal Canadiens" = "montreal canadiens", "St. Louis Blues" = "Saint Louis Blues", "L.A. Clippers" = "Los Angeles Clippers". */
export function teamKey(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\b([a-z])\.([a-z])\./g, "$1$2")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => SPELLINGS[word] ?? word)
    .join(" ");
}

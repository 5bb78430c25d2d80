// How a pick's or parlay's state reads to people: Pending, Won, Lost or Push.
export function pickStateLabel(pick: { state: string; outcome: string | null }): string {
  if (pick.state === "PENDING") return "Pending";
  if (pick.outcome === "WIN") return "Won";
  if (pick.outcome === "LOOSE") return "Lost";
  return "Push";
}

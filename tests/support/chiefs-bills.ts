// The game the component tests' factories build on: game 7, Kansas City at home to Buffalo in the NFL, before kick-off,
// at the given time and with the given records, in the shape every API game entry shares.
type Record = { wins: number; losses: number; ties: number };

export function chiefsHostBills(time: string, records: { home: Record; away: Record }) {
  return {
    id: 7,
    sport: "football" as const,
    league: "nfl" as const,
    date: { time },
    status: "PREGAME" as const,
    teams: {
      home: { id: 1, name: "Kansas City Chiefs", abbreviation: "KC", color: "#e31837", record: records.home },
      away: { id: 2, name: "Buffalo Bills", abbreviation: "BUF", color: "#00338d", record: records.away },
    },
  };
}

// The 124 current NFL, NBA, NHL and MLB franchises: the one team list the migration, the demo seed and the feeds share.
import type { DbLeague } from "@/lib/domain/leagues";

export type ReferenceTeam = {
  league: DbLeague;
  name: string;
  /** Our abbreviation: ESPN's current one, so the demo world and real feeds name teams alike. */
  abbreviation: string;
  color: string;
  /** Elo-like strength around 1500; only the demo feed uses it to price lines. */
  rating: number;
  espnId: string;
  espnAbbreviation: string;
  /** How The Odds API names the team in home_team, away_team and outcomes. */
  oddsApiName: string;
  /** Former and alternate names and abbreviations other providers (or older payloads) use. */
  aliases: readonly string[];
};

type Extra = { oddsApiName?: string; aliases?: string[] };
type Row = [name: string, abbreviation: string, color: string, rating: number, espnId: string, extra?: Extra];

const rows = (league: DbLeague, list: Row[]): ReferenceTeam[] =>
  list.map(([name, abbreviation, color, rating, espnId, extra = {}]) => ({
    league, name, abbreviation, color, rating, espnId,
    espnAbbreviation: abbreviation,
    oddsApiName: extra.oddsApiName ?? name,
    aliases: extra.aliases ?? [],
  }));

const NFL = rows("NFL", [
  ["Arizona Cardinals", "ARI", "#97233F", 1430, "22", { aliases: ["ARZ"] }],
  ["Atlanta Falcons", "ATL", "#A71930", 1470, "1"],
  ["Baltimore Ravens", "BAL", "#241773", 1610, "33"],
  ["Buffalo Bills", "BUF", "#00338D", 1620, "2"],
  ["Carolina Panthers", "CAR", "#0085CA", 1400, "29"],
  ["Chicago Bears", "CHI", "#0B162A", 1480, "3"],
  ["Cincinnati Bengals", "CIN", "#FB4F14", 1520, "4"],
  ["Cleveland Browns", "CLE", "#311D00", 1380, "5"],
  ["Dallas Cowboys", "DAL", "#003594", 1470, "6"],
  ["Denver Broncos", "DEN", "#FB4F14", 1550, "7"],
  ["Detroit Lions", "DET", "#0076B6", 1625, "8"],
  ["Green Bay Packers", "GB", "#203731", 1570, "9", { aliases: ["GNB"] }],
  ["Houston Texans", "HOU", "#03202F", 1530, "34"],
  ["Indianapolis Colts", "IND", "#002C5F", 1500, "11"],
  ["Jacksonville Jaguars", "JAX", "#006778", 1490, "30", { aliases: ["JAC"] }],
  ["Kansas City Chiefs", "KC", "#E31837", 1630, "12", { aliases: ["KAN"] }],
  ["Las Vegas Raiders", "LV", "#000000", 1390, "13", { aliases: ["LVR", "Oakland Raiders", "OAK"] }],
  ["Los Angeles Chargers", "LAC", "#0080C6", 1540, "24", { aliases: ["San Diego Chargers", "SD"] }],
  ["Los Angeles Rams", "LAR", "#003594", 1565, "14", { aliases: ["LA", "St. Louis Rams", "STL"] }],
  ["Miami Dolphins", "MIA", "#008E97", 1450, "15"],
  ["Minnesota Vikings", "MIN", "#4F2683", 1560, "16"],
  ["New England Patriots", "NE", "#002244", 1460, "17", { aliases: ["NWE"] }],
  ["New Orleans Saints", "NO", "#D3BC8D", 1395, "18", { aliases: ["NOR"] }],
  ["New York Giants", "NYG", "#0B2265", 1400, "19"],
  ["New York Jets", "NYJ", "#125740", 1415, "20"],
  ["Philadelphia Eagles", "PHI", "#004C54", 1640, "21"],
  ["Pittsburgh Steelers", "PIT", "#FFB612", 1525, "23"],
  ["San Francisco 49ers", "SF", "#AA0000", 1545, "25", { aliases: ["SFO"] }],
  ["Seattle Seahawks", "SEA", "#002244", 1535, "26"],
  ["Tampa Bay Buccaneers", "TB", "#D50A0A", 1530, "27", { aliases: ["TAM"] }],
  ["Tennessee Titans", "TEN", "#0C2340", 1370, "10"],
  ["Washington Commanders", "WSH", "#5A1414", 1545, "28", {
    aliases: ["WAS", "Washington Football Team", "Washington Redskins", "Washington"],
  }],
]);

const NBA = rows("NBA", [
  ["Atlanta Hawks", "ATL", "#E03A3E", 1490, "1"],
  ["Boston Celtics", "BOS", "#007A33", 1600, "2"],
  ["Brooklyn Nets", "BKN", "#000000", 1380, "17", { aliases: ["BRK", "New Jersey Nets", "NJN"] }],
  ["Charlotte Hornets", "CHA", "#1D1160", 1390, "30", { aliases: ["CHO", "Charlotte Bobcats"] }],
  ["Chicago Bulls", "CHI", "#CE1141", 1450, "4"],
  ["Cleveland Cavaliers", "CLE", "#860038", 1620, "5"],
  ["Dallas Mavericks", "DAL", "#00538C", 1500, "6"],
  ["Denver Nuggets", "DEN", "#0E2240", 1590, "7"],
  ["Detroit Pistons", "DET", "#C8102E", 1510, "8"],
  ["Golden State Warriors", "GS", "#1D428A", 1530, "9", { aliases: ["GSW"] }],
  ["Houston Rockets", "HOU", "#CE1141", 1580, "10"],
  ["Indiana Pacers", "IND", "#002D62", 1480, "11"],
  ["LA Clippers", "LAC", "#C8102E", 1540, "12", { oddsApiName: "Los Angeles Clippers" }],
  ["Los Angeles Lakers", "LAL", "#552583", 1550, "13"],
  ["Memphis Grizzlies", "MEM", "#5D76A9", 1520, "29"],
  ["Miami Heat", "MIA", "#98002E", 1470, "14"],
  ["Milwaukee Bucks", "MIL", "#00471B", 1510, "15"],
  ["Minnesota Timberwolves", "MIN", "#0C2340", 1570, "16"],
  ["New Orleans Pelicans", "NO", "#0C2340", 1400, "3", { aliases: ["NOP", "New Orleans Hornets"] }],
  ["New York Knicks", "NY", "#006BB6", 1590, "18", { aliases: ["NYK"] }],
  ["Oklahoma City Thunder", "OKC", "#007AC1", 1650, "25"],
  ["Orlando Magic", "ORL", "#0077C0", 1540, "19"],
  ["Philadelphia 76ers", "PHI", "#006BB6", 1440, "20"],
  ["Phoenix Suns", "PHX", "#1D1160", 1460, "21", { aliases: ["PHO"] }],
  ["Portland Trail Blazers", "POR", "#E03A3E", 1420, "22"],
  ["Sacramento Kings", "SAC", "#5A2D81", 1440, "23"],
  ["San Antonio Spurs", "SA", "#000000", 1480, "24", { aliases: ["SAS"] }],
  ["Toronto Raptors", "TOR", "#CE1141", 1430, "28"],
  ["Utah Jazz", "UTAH", "#002B5C", 1360, "26", { aliases: ["UTA"] }],
  ["Washington Wizards", "WSH", "#002B5C", 1350, "27", { aliases: ["WAS"] }],
]);

const NHL = rows("NHL", [
  ["Anaheim Ducks", "ANA", "#F47A38", 1430, "25"],
  ["Boston Bruins", "BOS", "#FFB81C", 1480, "1"],
  ["Buffalo Sabres", "BUF", "#003087", 1440, "2"],
  ["Calgary Flames", "CGY", "#C8102E", 1470, "3"],
  ["Carolina Hurricanes", "CAR", "#CC0000", 1590, "7"],
  ["Chicago Blackhawks", "CHI", "#CF0A2C", 1380, "4"],
  ["Colorado Avalanche", "COL", "#6F263D", 1600, "17"],
  ["Columbus Blue Jackets", "CBJ", "#002654", 1460, "29"],
  ["Dallas Stars", "DAL", "#006847", 1590, "9"],
  ["Detroit Red Wings", "DET", "#CE1126", 1480, "5"],
  ["Edmonton Oilers", "EDM", "#041E42", 1610, "6"],
  ["Florida Panthers", "FLA", "#C8102E", 1620, "26"],
  ["Los Angeles Kings", "LA", "#111111", 1560, "8", { aliases: ["LAK"] }],
  ["Minnesota Wild", "MIN", "#154734", 1540, "30"],
  ["Montreal Canadiens", "MTL", "#AF1E2D", 1500, "10", { oddsApiName: "Montréal Canadiens" }],
  ["Nashville Predators", "NSH", "#FFB81C", 1430, "27"],
  ["New Jersey Devils", "NJ", "#CE1126", 1560, "11", { aliases: ["NJD"] }],
  ["New York Islanders", "NYI", "#00539B", 1450, "12"],
  ["New York Rangers", "NYR", "#0038A8", 1490, "13"],
  ["Ottawa Senators", "OTT", "#C52032", 1520, "14"],
  ["Philadelphia Flyers", "PHI", "#F74902", 1440, "15"],
  ["Pittsburgh Penguins", "PIT", "#FCB514", 1420, "16"],
  ["San Jose Sharks", "SJ", "#006D75", 1360, "18", { aliases: ["SJS"] }],
  ["Seattle Kraken", "SEA", "#001628", 1440, "124292"],
  ["St. Louis Blues", "STL", "#002F87", 1500, "19", { oddsApiName: "St Louis Blues" }],
  ["Tampa Bay Lightning", "TB", "#002868", 1580, "20", { aliases: ["TBL"] }],
  ["Toronto Maple Leafs", "TOR", "#00205B", 1570, "21"],
  ["Utah Mammoth", "UTA", "#71AFE5", 1510, "129764", {
    aliases: ["UTAH", "Utah Hockey Club", "Utah HC", "Arizona Coyotes", "ARI"],
  }],
  ["Vancouver Canucks", "VAN", "#00205B", 1480, "22"],
  ["Vegas Golden Knights", "VGK", "#B4975A", 1585, "37", { aliases: ["VEG"] }],
  ["Washington Capitals", "WSH", "#C8102E", 1575, "23", { aliases: ["WAS"] }],
  ["Winnipeg Jets", "WPG", "#041E42", 1600, "28"],
]);

const MLB = rows("MLB", [
  ["Arizona Diamondbacks", "ARI", "#A71930", 1510, "29", { aliases: ["AZ"] }],
  ["Athletics", "ATH", "#003831", 1440, "11", {
    aliases: ["Oakland Athletics", "Sacramento Athletics", "OAK", "A's"],
  }],
  ["Atlanta Braves", "ATL", "#CE1141", 1540, "15"],
  ["Baltimore Orioles", "BAL", "#DF4601", 1500, "1"],
  ["Boston Red Sox", "BOS", "#BD3039", 1520, "2"],
  ["Chicago Cubs", "CHC", "#0E3386", 1560, "16"],
  ["Chicago White Sox", "CHW", "#27251F", 1360, "4", { aliases: ["CWS"] }],
  ["Cincinnati Reds", "CIN", "#C6011F", 1500, "17"],
  ["Cleveland Guardians", "CLE", "#00385D", 1530, "5", { aliases: ["Cleveland Indians"] }],
  ["Colorado Rockies", "COL", "#333366", 1350, "27"],
  ["Detroit Tigers", "DET", "#0C2340", 1560, "6"],
  ["Houston Astros", "HOU", "#002D62", 1530, "18"],
  ["Kansas City Royals", "KC", "#004687", 1510, "7", { aliases: ["KCR"] }],
  ["Los Angeles Angels", "LAA", "#BA0021", 1430, "3", { aliases: ["Los Angeles Angels of Anaheim", "Anaheim Angels", "ANA"] }],
  ["Los Angeles Dodgers", "LAD", "#005A9C", 1640, "19"],
  ["Miami Marlins", "MIA", "#00A3E0", 1420, "28", { aliases: ["Florida Marlins", "FLA"] }],
  ["Milwaukee Brewers", "MIL", "#12284B", 1590, "8"],
  ["Minnesota Twins", "MIN", "#002B5C", 1460, "9"],
  ["New York Mets", "NYM", "#002D72", 1550, "21"],
  ["New York Yankees", "NYY", "#003087", 1600, "10"],
  ["Philadelphia Phillies", "PHI", "#E81828", 1590, "22"],
  ["Pittsburgh Pirates", "PIT", "#FDB827", 1440, "23"],
  ["San Diego Padres", "SD", "#2F241D", 1570, "25", { aliases: ["SDP"] }],
  ["San Francisco Giants", "SF", "#FD5A1E", 1490, "26", { aliases: ["SFG"] }],
  ["Seattle Mariners", "SEA", "#0C2C56", 1580, "12"],
  ["St. Louis Cardinals", "STL", "#C41E3A", 1480, "24"],
  ["Tampa Bay Rays", "TB", "#092C5C", 1480, "30", { aliases: ["TBR", "Tampa Bay Devil Rays"] }],
  ["Texas Rangers", "TEX", "#003278", 1490, "13"],
  ["Toronto Blue Jays", "TOR", "#134A8E", 1600, "14"],
  ["Washington Nationals", "WSH", "#AB0003", 1410, "20", { aliases: ["WAS", "WSN"] }],
]);

export const REFERENCE_TEAMS: readonly ReferenceTeam[] = [...NFL, ...NBA, ...NHL, ...MLB];

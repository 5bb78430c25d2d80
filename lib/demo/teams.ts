// The 124 real NFL, NBA, NHL and MLB teams with colours and the demo strength ratings that price lines.
import type { DbLeague } from "@/lib/domain/leagues";

export type DemoTeamSeed = {
  league: DbLeague;
  name: string;
  /** ESPN's abbreviations, so real feeds can be matched to the same rows later. */
  abbreviation: string;
  color: string;
  /** Elo-like strength around 1500; only the demo feed uses it. */
  rating: number;
};

type Row = [name: string, abbreviation: string, color: string, rating: number];

const rows = (league: DbLeague, list: Row[]): DemoTeamSeed[] =>
  list.map(([name, abbreviation, color, rating]) => ({ league, name, abbreviation, color, rating }));

const NFL = rows("NFL", [
  ["Arizona Cardinals", "ARI", "#97233F", 1430],
  ["Atlanta Falcons", "ATL", "#A71930", 1470],
  ["Baltimore Ravens", "BAL", "#241773", 1610],
  ["Buffalo Bills", "BUF", "#00338D", 1620],
  ["Carolina Panthers", "CAR", "#0085CA", 1400],
  ["Chicago Bears", "CHI", "#0B162A", 1480],
  ["Cincinnati Bengals", "CIN", "#FB4F14", 1520],
  ["Cleveland Browns", "CLE", "#311D00", 1380],
  ["Dallas Cowboys", "DAL", "#003594", 1470],
  ["Denver Broncos", "DEN", "#FB4F14", 1550],
  ["Detroit Lions", "DET", "#0076B6", 1625],
  ["Green Bay Packers", "GB", "#203731", 1570],
  ["Houston Texans", "HOU", "#03202F", 1530],
  ["Indianapolis Colts", "IND", "#002C5F", 1500],
  ["Jacksonville Jaguars", "JAX", "#006778", 1490],
  ["Kansas City Chiefs", "KC", "#E31837", 1630],
  ["Las Vegas Raiders", "LV", "#000000", 1390],
  ["Los Angeles Chargers", "LAC", "#0080C6", 1540],
  ["Los Angeles Rams", "LAR", "#003594", 1565],
  ["Miami Dolphins", "MIA", "#008E97", 1450],
  ["Minnesota Vikings", "MIN", "#4F2683", 1560],
  ["New England Patriots", "NE", "#002244", 1460],
  ["New Orleans Saints", "NO", "#D3BC8D", 1395],
  ["New York Giants", "NYG", "#0B2265", 1400],
  ["New York Jets", "NYJ", "#125740", 1415],
  ["Philadelphia Eagles", "PHI", "#004C54", 1640],
  ["Pittsburgh Steelers", "PIT", "#FFB612", 1525],
  ["San Francisco 49ers", "SF", "#AA0000", 1545],
  ["Seattle Seahawks", "SEA", "#002244", 1535],
  ["Tampa Bay Buccaneers", "TB", "#D50A0A", 1530],
  ["Tennessee Titans", "TEN", "#0C2340", 1370],
  ["Washington Commanders", "WSH", "#5A1414", 1545],
]);

const NBA = rows("NBA", [
  ["Atlanta Hawks", "ATL", "#E03A3E", 1490],
  ["Boston Celtics", "BOS", "#007A33", 1600],
  ["Brooklyn Nets", "BKN", "#000000", 1380],
  ["Charlotte Hornets", "CHA", "#1D1160", 1390],
  ["Chicago Bulls", "CHI", "#CE1141", 1450],
  ["Cleveland Cavaliers", "CLE", "#860038", 1620],
  ["Dallas Mavericks", "DAL", "#00538C", 1500],
  ["Denver Nuggets", "DEN", "#0E2240", 1590],
  ["Detroit Pistons", "DET", "#C8102E", 1510],
  ["Golden State Warriors", "GS", "#1D428A", 1530],
  ["Houston Rockets", "HOU", "#CE1141", 1580],
  ["Indiana Pacers", "IND", "#002D62", 1480],
  ["LA Clippers", "LAC", "#C8102E", 1540],
  ["Los Angeles Lakers", "LAL", "#552583", 1550],
  ["Memphis Grizzlies", "MEM", "#5D76A9", 1520],
  ["Miami Heat", "MIA", "#98002E", 1470],
  ["Milwaukee Bucks", "MIL", "#00471B", 1510],
  ["Minnesota Timberwolves", "MIN", "#0C2340", 1570],
  ["New Orleans Pelicans", "NO", "#0C2340", 1400],
  ["New York Knicks", "NY", "#006BB6", 1590],
  ["Oklahoma City Thunder", "OKC", "#007AC1", 1650],
  ["Orlando Magic", "ORL", "#0077C0", 1540],
  ["Philadelphia 76ers", "PHI", "#006BB6", 1440],
  ["Phoenix Suns", "PHX", "#1D1160", 1460],
  ["Portland Trail Blazers", "POR", "#E03A3E", 1420],
  ["Sacramento Kings", "SAC", "#5A2D81", 1440],
  ["San Antonio Spurs", "SA", "#000000", 1480],
  ["Toronto Raptors", "TOR", "#CE1141", 1430],
  ["Utah Jazz", "UTAH", "#002B5C", 1360],
  ["Washington Wizards", "WSH", "#002B5C", 1350],
]);

const NHL = rows("NHL", [
  ["Anaheim Ducks", "ANA", "#F47A38", 1430],
  ["Boston Bruins", "BOS", "#FFB81C", 1480],
  ["Buffalo Sabres", "BUF", "#003087", 1440],
  ["Calgary Flames", "CGY", "#C8102E", 1470],
  ["Carolina Hurricanes", "CAR", "#CC0000", 1590],
  ["Chicago Blackhawks", "CHI", "#CF0A2C", 1380],
  ["Colorado Avalanche", "COL", "#6F263D", 1600],
  ["Columbus Blue Jackets", "CBJ", "#002654", 1460],
  ["Dallas Stars", "DAL", "#006847", 1590],
  ["Detroit Red Wings", "DET", "#CE1126", 1480],
  ["Edmonton Oilers", "EDM", "#041E42", 1610],
  ["Florida Panthers", "FLA", "#C8102E", 1620],
  ["Los Angeles Kings", "LA", "#111111", 1560],
  ["Minnesota Wild", "MIN", "#154734", 1540],
  ["Montreal Canadiens", "MTL", "#AF1E2D", 1500],
  ["Nashville Predators", "NSH", "#FFB81C", 1430],
  ["New Jersey Devils", "NJ", "#CE1126", 1560],
  ["New York Islanders", "NYI", "#00539B", 1450],
  ["New York Rangers", "NYR", "#0038A8", 1490],
  ["Ottawa Senators", "OTT", "#C52032", 1520],
  ["Philadelphia Flyers", "PHI", "#F74902", 1440],
  ["Pittsburgh Penguins", "PIT", "#FCB514", 1420],
  ["San Jose Sharks", "SJ", "#006D75", 1360],
  ["Seattle Kraken", "SEA", "#001628", 1440],
  ["St. Louis Blues", "STL", "#002F87", 1500],
  ["Tampa Bay Lightning", "TB", "#002868", 1580],
  ["Toronto Maple Leafs", "TOR", "#00205B", 1570],
  ["Utah Mammoth", "UTA", "#71AFE5", 1510],
  ["Vancouver Canucks", "VAN", "#00205B", 1480],
  ["Vegas Golden Knights", "VGK", "#B4975A", 1585],
  ["Washington Capitals", "WSH", "#C8102E", 1575],
  ["Winnipeg Jets", "WPG", "#041E42", 1600],
]);

const MLB = rows("MLB", [
  ["Arizona Diamondbacks", "ARI", "#A71930", 1510],
  ["Athletics", "ATH", "#003831", 1440],
  ["Atlanta Braves", "ATL", "#CE1141", 1540],
  ["Baltimore Orioles", "BAL", "#DF4601", 1500],
  ["Boston Red Sox", "BOS", "#BD3039", 1520],
  ["Chicago Cubs", "CHC", "#0E3386", 1560],
  ["Chicago White Sox", "CHW", "#27251F", 1360],
  ["Cincinnati Reds", "CIN", "#C6011F", 1500],
  ["Cleveland Guardians", "CLE", "#00385D", 1530],
  ["Colorado Rockies", "COL", "#333366", 1350],
  ["Detroit Tigers", "DET", "#0C2340", 1560],
  ["Houston Astros", "HOU", "#002D62", 1530],
  ["Kansas City Royals", "KC", "#004687", 1510],
  ["Los Angeles Angels", "LAA", "#BA0021", 1430],
  ["Los Angeles Dodgers", "LAD", "#005A9C", 1640],
  ["Miami Marlins", "MIA", "#00A3E0", 1420],
  ["Milwaukee Brewers", "MIL", "#12284B", 1590],
  ["Minnesota Twins", "MIN", "#002B5C", 1460],
  ["New York Mets", "NYM", "#002D72", 1550],
  ["New York Yankees", "NYY", "#003087", 1600],
  ["Philadelphia Phillies", "PHI", "#E81828", 1590],
  ["Pittsburgh Pirates", "PIT", "#FDB827", 1440],
  ["San Diego Padres", "SD", "#2F241D", 1570],
  ["San Francisco Giants", "SF", "#FD5A1E", 1490],
  ["Seattle Mariners", "SEA", "#0C2C56", 1580],
  ["St. Louis Cardinals", "STL", "#C41E3A", 1480],
  ["Tampa Bay Rays", "TB", "#092C5C", 1480],
  ["Texas Rangers", "TEX", "#003278", 1490],
  ["Toronto Blue Jays", "TOR", "#134A8E", 1600],
  ["Washington Nationals", "WSH", "#AB0003", 1410],
]);

export const TEAMS: readonly DemoTeamSeed[] = [...NFL, ...NBA, ...NHL, ...MLB];

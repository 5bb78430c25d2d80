// The demo pickers: distinct usernames, short bios and the league each of them follows most closely.
import type { DbLeague } from "@/lib/domain/leagues";

export type DemoPicker = { username: string; name: string; bio: string; favourite: DbLeague };

type Row = [username: string, name: string, bio: string, favourite: DbLeague];

const ROWS: Row[] = [
  ["gridiron_gabe", "Gabe Morales", "Sundays are for the couch and the 1 p.m. slate. Chiefs til I die.", "NFL"],
  ["hoopdreams_kat", "Kat Nguyen", "Watching every West Coast tip-off so you don't have to.", "NBA"],
  ["iceman_ollie", "Oliver Brandt", "Former beer-league goalie. I pick with my gut and my glove hand.", "NHL"],
  ["diamond_dani", "Daniela Cruz", "Box scores with breakfast. Fading hot streaks since 2014.", "MLB"],
  ["blitz_bex", "Rebecca Hall", "Defense wins championships and my weekly pool.", "NFL"],
  ["fastbreak_fred", "Fred Okafor", "Pace and space believer. Road dogs are my love language.", "NBA"],
  ["slapshot_sam", "Samantha Reid", "Hockey mom, stats nerd, shameless Bruins apologist.", "NHL"],
  ["bullpen_ben", "Ben Castillo", "Relief pitching tells you everything. Ask me about WHIP.", "MLB"],
  ["redzone_rita", "Rita Patel", "RedZone on, phone off. Underdogs on the road are free money.", "NFL"],
  ["and_one_andre", "Andre Wallace", "If it's a back-to-back, I'm fading the travelling team.", "NBA"],
  ["fivehole_finn", "Finn Larsen", "Goalie matchups first, everything else second.", "NHL"],
  ["moonshot_maya", "Maya Brooks", "Launch angles and wind charts. Over on the park, under on the pen.", "MLB"],
  ["pigskin_pete", "Pete Kowalski", "Thirty years of fantasy football and still chasing a title.", "NFL"],
  ["splash_zone_zoe", "Zoe Kim", "Threes, threes, threes. Love a high-total Tuesday.", "NBA"],
  ["powerplay_priya", "Priya Shah", "Special teams win in the regular season. Trust the PP%.", "NHL"],
  ["curveball_carlos", "Carlos Rivera", "Grew up in the bleachers. I still keep score by hand.", "MLB"],
  ["fourth_and_long", "Marcus Lee", "Go for it. Always go for it.", "NFL"],
  ["dimes_by_dev", "Devon Carter", "Point guard truther. Assist-to-turnover is the only stat.", "NBA"],
  ["hattrick_hana", "Hana Sato", "Three-goal games and three-pick parlays.", "NHL"],
  ["walkoff_will", "Will Turner", "Nothing beats a Tuesday night walk-off in extra innings.", "MLB"],
  ["sunday_scaries", "Jess Martin", "My picks are bad but my snacks are elite.", "NFL"],
  ["paint_beast_pj", "PJ Robinson", "Big men are back. Rebounding margin is undervalued.", "NBA"],
  ["zamboni_zack", "Zack Dubois", "Canadian, obviously. Leafs heartbreak is character building.", "NHL"],
  ["southpaw_sofia", "Sofia Romano", "Lefty starters on the road: my favourite edge.", "MLB"],
  ["pick_six_paul", "Paul Anderson", "Turnover margin or bust. Fading rookie QBs in prime time.", "NFL"],
  ["buzzer_beater_b", "Bianca Lopez", "Live for the last two minutes. Home favourites, mostly.", "NBA"],
  ["top_shelf_tom", "Tom Eriksson", "Bar-down picks only. Swedish, so yes, I like the Wild.", "NHL"],
  ["seventh_inning_stu", "Stuart Price", "Stretch, sing, pick the under. Repeat.", "MLB"],
  ["hail_mary_hank", "Hank Wilson", "Long shots keep it interesting. Plus money or nothing.", "NFL"],
  ["triple_double_tia", "Tia Johnson", "Numbers don't lie, but the refs might.", "NBA"],
  ["blue_line_bo", "Bo Andersen", "Defensemen who can skate win you the night.", "NHL"],
  ["grand_slam_gina", "Gina Moretti", "Big swings, big odds, big feelings.", "MLB"],
  ["two_minute_drill", "Chris Young", "Clock management enthusiast and spreadsheet addict.", "NFL"],
  ["crossover_kev", "Kevin Park", "Streetball to spreadsheets. Fading favourites since '09.", "NBA"],
  ["penalty_box_pat", "Pat O'Neill", "I spend more time in the box than the players do.", "NHL"],
  ["bleacher_bianca", "Bianca Silva", "Cheap seats, sharp picks. Day games are my thing.", "MLB"],
  ["audible_alex", "Alex Schmidt", "Changing my pick at the line since forever.", "NFL"],
  ["alley_oop_amir", "Amir Haddad", "Lob city forever. Chasing the perfect parlay.", "NBA"],
  ["overtime_olga", "Olga Petrova", "Shootouts are a coin flip, so I flip coins.", "NHL"],
  ["sabermetric_sue", "Sue Fischer", "WAR, wOBA and a lot of coffee.", "MLB"],
];

export const DEMO_PICKERS: readonly DemoPicker[] = ROWS.map(([username, name, bio, favourite]) => ({
  username,
  name,
  bio,
  favourite,
}));

export const DEMO_EMAIL_DOMAIN = "demo.pickline.app";

export function demoEmail(username: string): string {
  return `${username}@${DEMO_EMAIL_DOMAIN}`;
}

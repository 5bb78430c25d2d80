// Writes the markdown game report that the demo publishes on a few upcoming fixtures.
import { formatMoneyLine, moneyLineToDecimal, roundTo } from "@/lib/domain/odds";
import { choose, rngFor } from "./random";

export type ReportTeam = { name: string; abbreviation: string; rating: number };

export type ReportInput = {
  eventId: string;
  league: string;
  home: ReportTeam;
  away: ReportTeam;
  homeMoneyLine: number | null;
  awayMoneyLine: number | null;
};

const OPENERS = [
  "The market has made up its mind on this one, but the numbers leave a little room for an argument.",
  "This is the kind of game that looks simple on paper and rarely plays out that way.",
  "Both sides arrive with something to prove, and the line reflects a genuine contest.",
];

const ANGLES = [
  "Rest and travel matter here: the visitors are finishing a road stretch, while the hosts have had time to prepare.",
  "Form over the last two weeks points one way, but the season-long numbers point the other.",
  "Depth is the quiet edge in this matchup; the second unit has carried the hosts through a tough run.",
];

const line = (value: number | null) => (value === null ? "off the board" : formatMoneyLine(value));
const implied = (value: number | null) =>
  value === null ? "—" : `${Math.round(100 / moneyLineToDecimal(value))}%`;

function verdict(input: ReportInput): { team: ReportTeam; line: number | null } {
  const { home, away, homeMoneyLine, awayMoneyLine } = input;
  if (homeMoneyLine === null) return { team: away, line: awayMoneyLine };
  if (awayMoneyLine === null) return { team: home, line: homeMoneyLine };
  // Value, not certainty: back the underdog when the ratings say it is closer than the price.
  const gap = home.rating - away.rating;
  const underdogIsHome = homeMoneyLine > awayMoneyLine;
  const closeGame = Math.abs(gap) < 60;
  if (closeGame) return underdogIsHome ? { team: home, line: homeMoneyLine } : { team: away, line: awayMoneyLine };
  return underdogIsHome ? { team: away, line: awayMoneyLine } : { team: home, line: homeMoneyLine };
}

export function demoReport(input: ReportInput): string {
  const rng = rngFor("report", input.eventId);
  const { home, away, homeMoneyLine, awayMoneyLine, league } = input;
  const pick = verdict(input);
  const worth = pick.line === null ? null : roundTo(moneyLineToDecimal(pick.line), 2).toFixed(2);
  return [
    `## ${away.name} at ${home.name}`,
    "",
    `${choose(rng, OPENERS)} ${home.name} host ${away.name} in an ${league} matchup priced at ` +
      `**${line(homeMoneyLine)}** for the home side and **${line(awayMoneyLine)}** for the visitors.`,
    "",
    choose(rng, ANGLES),
    "",
    "| Team | Money line | Implied chance | Power rating |",
    "| --- | ---: | ---: | ---: |",
    `| ${away.abbreviation} (away) | ${line(awayMoneyLine)} | ${implied(awayMoneyLine)} | ${away.rating} |`,
    `| ${home.abbreviation} (home) | ${line(homeMoneyLine)} | ${implied(homeMoneyLine)} | ${home.rating} |`,
    "",
    "What we are watching:",
    "",
    `- How ${home.abbreviation} handle the first fifteen minutes at home`,
    `- Whether ${away.abbreviation} can keep their turnovers and penalties down on the road`,
    "- Late line movement: a shift of 20 cents or more before the start usually means news",
    "",
    `**Our pick: ${pick.team.name}${pick.line === null ? "" : ` at ${formatMoneyLine(pick.line)}`}.**` +
      (worth ? ` A correct pick is worth ${worth} points.` : ""),
    "",
    "_Free daily pick for entertainment only. Pickline is a free game: no money changes hands._",
  ].join("\n");
}

// What a message to a person (a push) or to a pool's group chat must not say while a pick is hidden: the team it backs
// (by abbreviation or name), its price and its line, and any market's name. Figures and teams are matched as whole
// words, so a price inside a nickname or an id is not taken for one.
import { db } from "@/lib/db";

export type Secret = { what: string; pattern: RegExp };

const MARKET_WORDS: Secret = { what: "a market's name", pattern: /\b(spread|total|over|under|money ?line)\b/i };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const word = (text: string) => new RegExp(`(?<![\\w.])${escape(text)}(?![\\w]|\\.\\d)`);

type Teams = { homeTeam: { name: string; abbreviation: string }; awayTeam: { name: string; abbreviation: string } };
const teamOf = (side: string | null, fixture: Teams) => (side === "HOME" ? fixture.homeTeam : side === "AWAY" ? fixture.awayTeam : null);
const teamSecrets = (what: string, team: { name: string; abbreviation: string } | null): Secret[] =>
  team ? [team.abbreviation, team.name].map((text) => ({ what: `${what} team ${text}`, pattern: word(text) })) : [];

/** The picks' (by id) teams, prices and lines, and the teams taken by the survivor and card picks of the pools given. */
export async function hiddenPickSecrets(pickIds: number[], poolIds: string[] = []): Promise<Secret[]> {
  const fixture = { include: { homeTeam: true, awayTeam: true } } as const;
  const picks = await db.pick.findMany({ where: { id: { in: pickIds } }, include: { fixture } });
  const survivorPicks = await db.survivorPick.findMany({ where: { poolId: { in: poolIds } }, include: { fixture } });
  const cardPicks = await db.cardPick.findMany({ where: { poolId: { in: poolIds } }, include: { fixture } });
  return [
    MARKET_WORDS,
    ...picks.flatMap((pick) => {
      const figures = [String(Math.abs(pick.moneyLine)), ...(pick.point === null ? [] : [String(Math.abs(Number(pick.point)))])];
      return [...figures.map((figure) => ({ what: `pick ${pick.id} figure ${figure}`, pattern: word(figure) })), ...teamSecrets(`pick ${pick.id}`, teamOf(pick.side, pick.fixture))];
    }),
    ...survivorPicks.flatMap((pick) => (pick.fixture ? teamSecrets(`survivor pick ${pick.id}`, teamOf(pick.side, pick.fixture)) : [])),
    ...cardPicks.flatMap((pick) => teamSecrets(`card pick ${pick.id}`, teamOf(pick.side, pick.fixture))),
  ];
}

/** Each secret a text says, as "<what> in <text>"; empty when none does. */
export function secretsSaid(texts: string[], secrets: Secret[]): string[] {
  return texts.flatMap((text) => secrets.filter((secret) => secret.pattern.test(text)).map((secret) => `${secret.what} in ${text}`));
}

// Small builders for integration tests: users with sessions, teams, fixtures and picks written straight to the database.
import { db } from "@/lib/db";
import type { Side } from "@/lib/domain/enum-values";
import type { League } from "@/lib/generated/prisma/client";
import { sessionData, userData, type NewUser } from "./users";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A user through Prisma (its default id), with the columns every test user has (./users). */
export async function createUser(options: Pick<NewUser, "verified" | "username" | "role"> = {}) {
  const username = options.username === undefined ? `picker_${unique()}` : options.username;
  return db.user.create({ data: userData({ ...options, username, email: `${unique()}@example.test` }) });
}

/** A user with a live session; returns the token to send as a bearer or a cookie. */
export async function createSignedInUser(options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options);
  const { sessionToken: token } = await db.session.create({ data: sessionData(user.id) });
  return { user, token };
}

export async function createTeams(league: League = "NFL") {
  const suffix = unique().slice(-4).toUpperCase();
  const home = await db.team.create({ data: { league, name: `Home ${suffix}`, abbreviation: `H${suffix}`, color: "#123456" } });
  const away = await db.team.create({ data: { league, name: `Away ${suffix}`, abbreviation: `A${suffix}`, color: "#654321" } });
  return { home, away };
}

export async function createFixture(
  options: { league?: League; startsAt?: Date; homeMoneyLine?: number | null; awayMoneyLine?: number | null } = {},
) {
  const league = options.league ?? "NFL";
  const { home, away } = await createTeams(league);
  return db.fixture.create({
    data: {
      league,
      startsAt: options.startsAt ?? new Date(Date.now() + 86_400_000),
      homeTeamId: home.id,
      awayTeamId: away.id,
      homeMoneyLine: options.homeMoneyLine === undefined ? -150 : options.homeMoneyLine,
      awayMoneyLine: options.awayMoneyLine === undefined ? 130 : options.awayMoneyLine,
      provider: "test",
      providerEventId: unique(),
    },
  });
}

export async function createPick(userId: string, fixtureId: number, side: Side = "HOME") {
  return db.pick.create({
    data: { userId, fixtureId, side, moneyLine: -150, decimalOdds: "1.6667", oddsAt: new Date(), oddsSource: "test" },
  });
}

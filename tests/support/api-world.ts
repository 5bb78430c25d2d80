// A small world for table-driven API tests: four callers, fixtures, a pick, a notification and the values to fill
// every route's path parameters; plus the checks every response must pass (catalogue shape, no leaks).
import crypto from "node:crypto";
import sharp from "sharp";
import { db } from "@/lib/db";
import { ERROR_CATALOGUE, type ErrorCode } from "@/lib/errors/catalogue";
import { slateOf } from "@/lib/domain/survivor-slates";
import { appTimeZone } from "@/lib/settings";
import { weekOfGame } from "@/lib/server/pools/card/card-week-range";
import { createFixture, createPick, createSignedInUser, createUser } from "./factories";

export const ROLES = ["anonymous", "unverified", "verified", "other", "admin"] as const;
export type Role = (typeof ROLES)[number];

export async function createApiWorld() {
  const unverified = await createSignedInUser({ verified: false });
  const verified = await createSignedInUser();
  const other = await createSignedInUser();
  const admin = await createSignedInUser({ role: "ADMIN" });
  const fixture = await createFixture();
  const openFixtures = [await createFixture(), await createFixture(), await createFixture()];
  const finished = await createFixture({ startsAt: new Date(Date.now() - 86_400_000) });
  await db.fixture.update({ where: { id: finished.id }, data: { status: "FINAL", homeScore: 21, awayScore: 17 } });
  await createPick(verified.user.id, fixture.id);
  const notification = await db.notification.create({ data: { userId: verified.user.id, type: "NEW_FOLLOWER", details: { username: "ann" } } });
  const pools = await createPools(verified.user.id);
  const users = { unverified, verified, other, admin };
  const tokenOf = (role: Role) => (role === "anonymous" ? undefined : users[role].token);
  const emails = Object.values(users).map(({ user }) => user.email);
  /** A fresh session for the caller (logout ends the one it is given). */
  const freshToken = async (role: Role) => {
    if (role === "anonymous") return undefined;
    const token = crypto.randomBytes(24).toString("hex");
    await db.session.create({ data: { sessionToken: token, userId: users[role].user.id, expires: new Date(Date.now() + 86_400_000) } });
    return token;
  };
  /** Brings back every caller's own session ("sign out of all devices" ends them all). */
  const restoreSessions = async () => {
    const data = Object.values(users).map(({ user, token }) => ({ sessionToken: token, userId: user.id, expires: new Date(Date.now() + 86_400_000) }));
    await db.session.createMany({ data, skipDuplicates: true });
  };
  return { users, tokenOf, freshToken, restoreSessions, emails, fixture, openFixtures, finished, notification, pools };
}

export type ApiWorld = Awaited<ReturnType<typeof createApiWorld>>;

/**
 * Pools owned by the verified caller, one per kind of lasting change (delete, hand-over, a new invite code), so each
 * route's table row sees the pool it expects whatever ran before; `member` belongs to all of them.
 */
async function createPools(ownerId: string) {
  const member = await createUser();
  const pool = (name: string) =>
    db.pool.create({
      data: { name, leagues: ["NFL", "NBA"], ownerId, inviteCode: crypto.randomBytes(16).toString("base64url"), members: { create: [{ userId: ownerId }, { userId: member.id }] } },
    });
  return {
    member,
    main: await pool("Main"),
    doomed: await pool("Doomed"),
    handOver: await pool("HandOver"),
    open: await pool("Open"),
    survivor: await survivorPool(ownerId, member.id),
    card: await cardPool(ownerId, member.id),
  };
}

/** A confidence card pool over the NFL and the NBA: every game of a week is on its card. */
function cardPool(ownerId: string, memberId: string) {
  return db.pool.create({
    data: {
      name: "Card",
      kind: "CARD",
      leagues: ["NFL", "NBA"],
      ownerId,
      inviteCode: crypto.randomBytes(16).toString("base64url"),
      members: { create: [{ userId: ownerId }, { userId: memberId }] },
      card: { create: { scoring: "CONFIDENCE" } },
    },
  });
}

/** An NBA survivor pool whose first slate is tomorrow's: its games are the ones a test creates for that day. */
async function survivorPool(ownerId: string, memberId: string) {
  const startSlate = new Date(`${slateOf(new Date(Date.now() + 86_400_000), "nba", appTimeZone())}T00:00:00Z`);
  const pool = await db.pool.create({
    data: {
      name: "Survivor",
      kind: "SURVIVOR",
      leagues: ["NBA"],
      ownerId,
      inviteCode: crypto.randomBytes(16).toString("base64url"),
      members: { create: [{ userId: ownerId }, { userId: memberId }] },
      survivor: { create: { league: "NBA", startSlate, lives: 1 } },
    },
  });
  await db.survivorEntry.createMany({ data: [ownerId, memberId].map((userId) => ({ poolId: pool.id, userId, lives: 1 })) });
  return pool;
}

/**
 * A valid confidence order for the card pool: the owner's picks of the week of its open games, each keeping its number
 * (one pick numbered 1 is written first when the owner has none; other calls may have made or cleared some).
 */
export async function cardConfidenceBody(w: ApiWorld) {
  const game = w.openFixtures[2];
  const week = weekOfGame(game.startsAt);
  const mine = { poolId: w.pools.card.id, userId: w.users.verified.user.id, week: new Date(`${week}T00:00:00Z`) };
  let picks = await db.cardPick.findMany({ where: mine, select: { fixtureId: true, confidence: true } });
  if (picks.length === 0) {
    await db.cardPick.create({ data: { ...mine, fixtureId: game.id, side: "HOME", price: -150, opposingPrice: 130, confidence: 1 } });
    picks = [{ fixtureId: game.id, confidence: 1 }];
  }
  return { week, order: picks.map((pick) => ({ fixtureId: pick.fixtureId, confidence: pick.confidence! })) };
}

/** The card pool's season made to have run the three weeks to last Sunday, and the next one's last day ten weeks on. */
export async function nextCardSeasonBody(w: ApiWorld) {
  const monday = Date.parse(`${weekOfGame(new Date())}T00:00:00Z`);
  await db.pool.update({ where: { id: w.pools.card.id }, data: { seasonStart: new Date(monday - 21 * 86_400_000) } });
  await db.cardPool.update({ where: { poolId: w.pools.card.id }, data: { seasonEnd: new Date(monday - 86_400_000) } });
  return { seasonEnd: new Date(monday + 70 * 86_400_000).toISOString().slice(0, 10) };
}

/** A tiebreak guess for the week of the card pool's open games. */
export const cardTiebreakBody = (w: ApiWorld) => ({ week: weekOfGame(w.openFixtures[0].startsAt), guess: 44 });

export const tinyPng = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#0b6e4f" } }).png().toBuffer();

const LEAKS = [
  /\bat [\w$.<>]+ \(.*:\d+:\d+\)/, // a stack frame
  /node_modules|\/work\/|webpack-internal/,
  /\b(PrismaClient|prisma\.|Invalid `|P20\d\d)\b/,
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b.*\b(FROM|SET|VALUES|WHERE)\b/,
  /\b(relation|column) "[^"]+" (does not exist|of relation)|violates (unique|foreign key|check) constraint|syntax error at or near/,
];

/** What every API response must satisfy: a known status, the catalogue's error shape, no stack, SQL or foreign e-mail. */
export function responseProblems(status: number, text: string, ownEmail: string | null, emails: string[]): string[] {
  const problems: string[] = [];
  if (status >= 500 && status !== 503) problems.push(`status ${status}`);
  if (status >= 400) {
    let body: { error?: { code?: string; message?: unknown } } | null = null;
    try {
      body = JSON.parse(text);
    } catch {
      problems.push(`refusal is not JSON: ${text.slice(0, 80)}`);
    }
    const code = body?.error?.code as ErrorCode | undefined;
    if (!code || !(code in ERROR_CATALOGUE)) problems.push(`unknown error code ${String(code)}`);
    else if (ERROR_CATALOGUE[code].status !== status) problems.push(`${code} sent with ${status}`);
    if (typeof body?.error?.message !== "string") problems.push("refusal without a message");
  }
  for (const leak of LEAKS) if (leak.test(text)) problems.push(`leak ${leak}: ${text.slice(0, 200)}`);
  for (const email of emails) if (email !== ownEmail && text.toLowerCase().includes(email.toLowerCase())) problems.push(`leaks ${email}`);
  return problems;
}

// The opt-in game-day reminder reaches pool members on their pool's slate and names the pools still waiting on their pick.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));
import { db } from "@/lib/db";
import { sendGameDayReminders } from "@/lib/server/email/send-game-day-reminders";
import { createFixture, createPick, createUser } from "../support/factories";
import { mailsTo } from "../support/outbox";

const HOUR = 3_600_000;
/** 15:00 in New York on a Wednesday of its own, so the week's earlier days exist. */
const now = new Date(Date.UTC(2031, 3, 16, 19, 0));

async function member(poolId: string) {
  const user = await createUser();
  await db.user.update({ where: { id: user.id }, data: { emailReminder: true } });
  await db.poolMember.create({ data: { poolId, userId: user.id } });
  return user;
}

test("a member who never picked the pool's league is reminded of its games today, naming the pool; one who picked this week is not named", async () => {
  const owner = await createUser();
  const pool = await db.pool.create({ data: { name: "Hoops Crew", leagues: ["NBA"], ownerId: owner.id, members: { create: { userId: owner.id } } } });
  const newcomer = await member(pool.id);
  const regular = await member(pool.id);
  const game = await createFixture({ league: "NBA", startsAt: new Date(now.getTime() + 2 * HOUR) });
  // Monday's game of this week counts as the regular's pick of the week; today's game is still unpicked.
  await createPick(regular.id, (await createFixture({ league: "NBA", startsAt: new Date(now.getTime() - 48 * HOUR) })).id);

  expect(await sendGameDayReminders(db, now)).toBe(2);
  const [mail] = mailsTo(newcomer.email);
  expect(mail.text).toContain(`/fixture/${game.id}`);
  expect(mail.text).toContain("Your pool Hoops Crew has no pick from you this week yet.");
  const [other] = mailsTo(regular.email);
  expect(other.text).toContain(`/fixture/${game.id}`);
  expect(other.text).not.toContain("Hoops Crew");
  expect(mailsTo(owner.email)).toHaveLength(0);
});

test("a survivor pool is named to its alive members without a team on the slate starting today, never as a pick'em pool", async () => {
  await db.$executeRawUnsafe(`TRUNCATE "Pool", "Fixture", "Team", "User", "EmailSend" CASCADE`);
  const owner = await createUser();
  const pool = await db.pool.create({
    data: { name: "Last Standing", kind: "SURVIVOR", leagues: ["NBA"], ownerId: owner.id, members: { create: { userId: owner.id } }, survivor: { create: { league: "NBA", startSlate: new Date("2031-04-16T00:00:00Z"), lives: 1 } } },
  });
  const [waiting, picked, out] = [await member(pool.id), await member(pool.id), await member(pool.id)];
  await db.survivorEntry.createMany({ data: [owner, waiting, picked, out].map((user) => ({ poolId: pool.id, userId: user.id, lives: user === out ? 0 : 1 })) });
  const game = await createFixture({ league: "NBA", startsAt: new Date(now.getTime() + 2 * HOUR) });
  await db.survivorPick.create({ data: { poolId: pool.id, userId: picked.id, slate: new Date("2031-04-16T00:00:00Z"), fixtureId: game.id, teamId: game.homeTeamId, side: "HOME" } });

  await sendGameDayReminders(db, now);
  const [mail] = mailsTo(waiting.email);
  expect(mail.text).toContain("Your survivor pool Last Standing has no team from you for the slate starting today");
  expect(mail.text).not.toContain("no pick from you this week");
  for (const user of [picked, out]) expect(mailsTo(user.email).map((m) => m.text).join("\n")).not.toContain("Last Standing");
});

test("a card pool is named to its members whose week card is not complete: every game picked, or N picks on a Pick N card", async () => {
  await db.$executeRawUnsafe(`TRUNCATE "Pool", "Fixture", "Team", "User", "EmailSend" CASCADE`);
  const owner = await createUser();
  const card = (name: string, pickCount: number | null) =>
    db.pool.create({
      data: {
        name,
        kind: "CARD",
        leagues: ["NBA"],
        ownerId: owner.id,
        members: { create: { userId: owner.id } },
        card: { create: pickCount === null ? {} : { picking: "PICK_N", pickCount } },
      },
    });
  const everyGame = await card("Every Game Club", null);
  const pickOne = await card("Pick One Club", 1);
  const [full, half, none] = [await member(everyGame.id), await member(everyGame.id), await member(everyGame.id)];
  for (const user of [full, half, none]) await db.poolMember.create({ data: { poolId: pickOne.id, userId: user.id } });
  const games = [await createFixture({ league: "NBA", startsAt: new Date(now.getTime() + 2 * HOUR) }), await createFixture({ league: "NBA", startsAt: new Date(now.getTime() + 3 * HOUR) })];
  // Each has a sitewide pick on every game: only a card can still be waiting on them.
  for (const user of [full, half, none]) for (const game of games) await createPick(user.id, game.id);
  const cardPick = (poolId: string, userId: string, fixtureId: number) =>
    db.cardPick.create({ data: { poolId, userId, week: new Date("2031-04-14T00:00:00Z"), fixtureId, side: "HOME", price: -150, opposingPrice: 130 } });
  for (const game of games) await cardPick(everyGame.id, full.id, game.id);
  await cardPick(pickOne.id, full.id, games[0].id);
  await cardPick(everyGame.id, half.id, games[0].id);
  await cardPick(pickOne.id, half.id, games[1].id);

  expect(await sendGameDayReminders(db, now)).toBe(2);
  expect(mailsTo(full.email)).toHaveLength(0);
  const [halfMail] = mailsTo(half.email);
  expect(halfMail.text).toContain("Your card in Every Game Club is not complete this week");
  expect(halfMail.text).toContain(`/fixture/${games[1].id}`);
  expect(halfMail.text).not.toContain(`/fixture/${games[0].id}`);
  expect(halfMail.text).not.toContain("Pick One Club");
  const [noneMail] = mailsTo(none.email);
  expect(noneMail.text).toContain("Your cards in Every Game Club, Pick One Club are not complete this week");
  expect(noneMail.text).not.toContain("no pick from you this week");
});

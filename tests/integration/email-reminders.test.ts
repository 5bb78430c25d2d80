// The game-day reminder: right games (unpicked, the picker's leagues, today), none when nothing is left, once per day
// even under two concurrent runs, RFC 8058 headers; and the signed unsubscribe link, refused when forged or altered.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import { db } from "@/lib/db";
import { sendGameDayReminders } from "@/lib/server/email/send-game-day-reminders";
import { unsubscribeHeaders } from "@/lib/server/email/unsubscribe-link";
import { createFixture, createPick, createUser } from "../support/factories";
import { mailsTo } from "../support/outbox";
import { apiRequest, routeContext } from "../support/requests";

const HOUR = 3_600_000;

/** 15:00 in New York (the default APP_TIMEZONE) on a day of its own per test, so tests never see each other's games. */
let dayOffset = 0;
function afternoon(): Date {
  dayOffset += 1;
  return new Date(Date.UTC(2031, 2, 10 + dayOffset, 19, 0));
}

async function picker(options: { reminder?: boolean } = {}) {
  const user = await createUser();
  if (options.reminder !== false) await db.user.update({ where: { id: user.id }, data: { emailReminder: true } });
  return user;
}

afterEach(() => {
  delete process.env.REMINDER_LEAD;
});

const at = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR);
/** A game of the league starting `hours` after `now`. */
const gameAt = (league: "NFL" | "NBA" | "MLB" | "NHL", now: Date, hours: number) => createFixture({ league, startsAt: at(now, hours) });
/** The one mail the address got, failing when it got none or more. */
function onlyMailTo(email: string) {
  const mails = mailsTo(email);
  expect(mails).toHaveLength(1);
  return mails[0];
}
const sentRows = (userId: string) => db.emailSend.findMany({ where: { userId, kind: "REMINDER" } });

describe("game-day reminder", () => {
  test("lists today's unpicked games of the picker's leagues, leaving out picked ones and other leagues", async () => {
    const now = afternoon();
    const me = await picker();
    const picked = await createFixture({ league: "NFL", startsAt: at(now, 1) });
    await createPick(me.id, picked.id);
    const [soon, tonight, otherLeague, tomorrow] = [await gameAt("NFL", now, 1.5), await gameAt("NFL", now, 4.5), await gameAt("NBA", now, 1.5), await gameAt("NFL", now, 20)];

    expect(await sendGameDayReminders(db, now)).toBe(1);
    const mail = onlyMailTo(me.email);
    expect(mail.subject).toBe("Game day: 2 games left to pick");
    for (const game of [soon, tonight]) expect(mail.text).toContain(`/fixture/${game.id}`);
    for (const game of [picked, otherLeague, tomorrow]) expect(mail.text).not.toContain(`/fixture/${game.id}`);
    expect(mail.headers).toEqual(unsubscribeHeaders({ userId: me.id, kind: "reminder" }));
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.html).toContain("/unsubscribe?u=");
    expect(await sentRows(me.id)).toHaveLength(1);
  });

  test("no e-mail when every game of the day is picked, or before the lead time, or when not opted in", async () => {
    // A scheduler that runs every few minutes can remind shortly before the games (README: Syncing on the Hobby plan).
    process.env.REMINDER_LEAD = "2h";
    const now = afternoon();
    const busy = await picker();
    const game = await createFixture({ league: "MLB", startsAt: at(now, 1) });
    await createPick(busy.id, game.id);
    const early = await picker();
    const later = await createFixture({ league: "NHL", startsAt: at(now, 3) });
    await createPick(early.id, (await createFixture({ league: "NHL", startsAt: at(now, -30) })).id);
    const quiet = await picker({ reminder: false });
    await createPick(quiet.id, (await createFixture({ league: "MLB", startsAt: at(now, -30) })).id);

    expect(await sendGameDayReminders(db, now)).toBe(0);
    for (const user of [busy, early, quiet]) expect(mailsTo(user.email)).toHaveLength(0);
    expect(await sentRows(busy.id)).toHaveLength(0);
    // The same NHL game is due once the clock reaches the lead time (two hours by default).
    expect(await sendGameDayReminders(db, at(now, 1.5))).toBe(1);
    expect(mailsTo(early.email)[0].text).toContain(`/fixture/${later.id}`);
  });

  test("by default the once-a-day cron (09:00 UTC, early morning in New York) reminds of the whole day's games", async () => {
    dayOffset += 1;
    const cron = new Date(Date.UTC(2031, 2, 10 + dayOffset, 9, 0));
    const me = await picker();
    await createPick(me.id, (await createFixture({ league: "MLB", startsAt: at(cron, -30) })).id);
    const [lunch, evening, lastOfTheDay, tomorrow] = [await gameAt("MLB", cron, 8), await gameAt("MLB", cron, 14), await gameAt("MLB", cron, 18.5), await gameAt("MLB", cron, 26)];

    // Earlier tests' MLB pickers are due on this day too: only this picker's mail matters here.
    expect(await sendGameDayReminders(db, cron)).toBeGreaterThanOrEqual(1);
    const mail = onlyMailTo(me.email);
    expect(mail.subject).toBe("Game day: 3 games left to pick");
    for (const game of [lunch, evening, lastOfTheDay]) expect(mail.text).toContain(`/fixture/${game.id}`);
    expect(mail.text).not.toContain(`/fixture/${tomorrow.id}`);
  });

  test("two concurrent runs send one reminder per picker and day; a later run sends nothing", async () => {
    const now = afternoon();
    const me = await picker();
    await createPick(me.id, (await createFixture({ league: "NBA", startsAt: at(now, -30) })).id);
    await createFixture({ league: "NBA", startsAt: at(now, 1) });

    const counts = await Promise.all([sendGameDayReminders(db, now), sendGameDayReminders(db, now)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await sendGameDayReminders(db, at(now, 0.5))).toBe(0);
    expect(mailsTo(me.email)).toHaveLength(1);
    expect(await sentRows(me.id)).toHaveLength(1);
  });
});

describe("one-click unsubscribe", () => {
  const post = (url: string) => unsubscribeRoute(apiRequest(url, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } }), routeContext({}));
  const oneClickUrl = (userId: string, kind: "reminder") => {
    const header = unsubscribeHeaders({ userId, kind })["List-Unsubscribe"];
    const url = new URL(header.slice(1, -1));
    return `${url.pathname}${url.search}`;
  };
  const flag = async (userId: string) => (await db.user.findUniqueOrThrow({ where: { id: userId }, select: { emailReminder: true } })).emailReminder;

  test("the signed link turns the reminder off without signing in", async () => {
    const me = await picker();
    const response = await post(oneClickUrl(me.id, "reminder"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ payload: { unsubscribed: "reminder" } });
    expect(await flag(me.id)).toBe(false);
  });

  test("a forged or altered signature, or one moved to another picker, is refused and changes nothing", async () => {
    const me = await picker();
    const other = await picker();
    const good = new URL(oneClickUrl(me.id, "reminder"), "http://x");
    const signature = good.searchParams.get("s")!;
    const altered = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const attempts = [
      `/api/unsubscribe?u=${me.id}&k=reminder&s=${altered}`,
      `/api/unsubscribe?u=${me.id}&k=reminder&s=forged`,
      `/api/unsubscribe?u=${other.id}&k=reminder&s=${signature}`,
    ];
    for (const url of attempts) expect((await post(url)).status).toBe(403);
    expect((await post(`/api/unsubscribe?u=${me.id}&k=reminder`)).status).toBe(400);
    expect((await post(`/api/unsubscribe?u=${me.id}&k=other&s=${signature}`)).status).toBe(400);
    expect(await flag(me.id)).toBe(true);
    expect(await flag(other.id)).toBe(true);
  });

  test("the confirmation page's form is answered with a redirect back to it", async () => {
    const me = await picker();
    const response = await post(`${oneClickUrl(me.id, "reminder")}&from=page`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/\/unsubscribe\?done=reminder$/);
    expect(await flag(me.id)).toBe(false);
  });
});

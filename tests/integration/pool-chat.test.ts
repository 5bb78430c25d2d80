// A pool's group chat against a local server standing in for Discord and Slack: the owner sets, reads (masked), tests
// and removes the webhook; posts retry on 429 (after retry_after) and 5xx, follow no redirect, and turn the hook off
// after failing in a row with a note to the owner; announcements, revealed picks, closed weeks and survivor
// eliminations reach the chat, and no pick leaves before its game starts.
import { db } from "@/lib/db";
import { CHAT_HOOK_MAX_FAILURES, postToPoolChat } from "@/lib/server/chat/deliver";
import { postPoolNews } from "@/lib/server/chat/post-pool-news";
import { createFixture, createSignedInUser } from "../support/factories";
import { poolChat, pools } from "../support/pool-calls";
import { emptyWorld, pickWithOdds } from "../support/results-factories";
import { scopedEnvironment } from "../support/scoped-environment";
import { startChatStandIn } from "../support/chat-stand-in";

const ID = "123456789012345678";
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcdefghijklmnopqrstuvwxyzAB";
const DISCORD = `https://discord.com/api/webhooks/${ID}/${TOKEN}`;
const SLACK = "https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdEFGHijklMNOPqrstUVWX";
const HOUR = 3_600_000;

let chat: Awaited<ReturnType<typeof startChatStandIn>>;
const setEnvironment = scopedEnvironment(["CHAT_HOOK_TEST_ORIGIN"]);

beforeAll(async () => {
  chat = await startChatStandIn();
});
afterAll(() => chat.close());

let owner: Awaited<ReturnType<typeof createSignedInUser>>;
let bea: Awaited<ReturnType<typeof createSignedInUser>>;
let poolId: string;

beforeEach(async () => {
  setEnvironment({ CHAT_HOOK_TEST_ORIGIN: chat.origin });
  chat.reset();
  await emptyWorld();
  [owner, bea] = [await createSignedInUser({ username: `own${Date.now() % 100000}` }), await createSignedInUser()];
  const created = await pools.create(owner.token, { name: "Sunday Crew", leagues: ["nfl"] });
  poolId = created.body.payload.id;
  await pools.join(bea.token, created.body.payload.inviteCode);
});

async function until(check: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting for the chat");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the owner's webhook", () => {
  test("is stored sealed and shown masked; only the owner reads or changes it", async () => {
    const set = await poolChat.set(owner.token, poolId, { url: DISCORD });
    expect(set.status).toBe(200);
    expect(set.body.payload).toEqual({ hook: { service: "DISCORD", maskedUrl: `https://discord.com/api/webhooks/${ID}/••••${TOKEN.slice(-4)}`, on: true, failures: 0 } });
    expect(JSON.stringify((await poolChat.get(owner.token, poolId)).body)).not.toContain(TOKEN.slice(0, 12));
    const row = await db.poolChatHook.findUniqueOrThrow({ where: { poolId } });
    expect(row.sealedUrl).not.toContain(TOKEN.slice(0, 12));
    expect(row.sealedUrl).not.toContain("discord");

    expect((await poolChat.get(bea.token, poolId)).body.error?.code).toBe("FORBIDDEN");
    expect((await poolChat.set(bea.token, poolId, { url: SLACK })).body.error?.code).toBe("FORBIDDEN");
    const outsider = await createSignedInUser();
    expect((await poolChat.get(outsider.token, poolId)).body.error?.code).toBe("NOT_FOUND");

    expect((await poolChat.set(owner.token, poolId, { url: SLACK })).body.payload.hook?.service).toBe("SLACK");
    expect((await poolChat.remove(owner.token, poolId)).body.payload).toEqual({ hook: null });
    expect(await db.poolChatHook.count()).toBe(0);
  });

  test.each([
    ["another host", "https://example.com/api/webhooks/1/2"],
    ["userinfo", `https://discord.com@127.0.0.1/api/webhooks/${ID}/${TOKEN}`],
    ["a port", `https://discord.com:8080/api/webhooks/${ID}/${TOKEN}`],
    ["a private address", `https://10.0.0.1/api/webhooks/${ID}/${TOKEN}`],
    ["a decimal address", `https://2130706433/api/webhooks/${ID}/${TOKEN}`],
    ["an encoded dot segment", `https://discord.com/api/webhooks/%2e%2e/${ID}/${TOKEN}`],
    ["not a string", 42],
  ])("refuses %s as VALIDATION_ERROR naming the field", async (_name, url) => {
    const refused = await poolChat.set(owner.token, poolId, { url });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe("VALIDATION_ERROR");
    expect(refused.body.error?.issues).toEqual([expect.objectContaining({ path: "url" })]);
    expect(await db.poolChatHook.count()).toBe(0);
  });

  test("a test message reaches the webhook's path with its Host, and a refusal answers CHAT_HOOK_FAILED", async () => {
    await poolChat.set(owner.token, poolId, { url: DISCORD });
    const sent = await poolChat.test(owner.token, poolId);
    expect(sent.body.payload).toEqual({ sent: true });
    expect(chat.posts).toEqual([expect.objectContaining({ path: `/api/webhooks/${ID}/${TOKEN}`, host: "discord.com" })]);
    expect(chat.posts[0].body).toMatchObject({ username: "Pickline", allowed_mentions: { parse: [] } });
    expect(String(chat.posts[0].body.content)).toContain("Sunday Crew");

    chat.answers.push({ status: 404, body: JSON.stringify({ message: "Unknown Webhook", code: 10015 }) });
    const refused = await poolChat.test(owner.token, poolId);
    expect(refused.status).toBe(502);
    expect(refused.body.error?.code).toBe("CHAT_HOOK_FAILED");
    expect((await db.poolChatHook.findUniqueOrThrow({ where: { poolId } })).failures).toBe(1);
  });

  test("with no webhook the test button answers NOT_FOUND", async () => {
    expect((await poolChat.test(owner.token, poolId)).body.error?.code).toBe("NOT_FOUND");
  });
});

describe("posting", () => {
  beforeEach(async () => {
    await poolChat.set(owner.token, poolId, { url: DISCORD });
  });

  test("a 429 waits Discord's retry_after, then posts", async () => {
    chat.answers.push({ status: 429, headers: { "content-type": "application/json" }, body: JSON.stringify({ message: "You are being rate limited.", retry_after: 0.3, global: false }) });
    expect(await postToPoolChat(poolId, { title: "hello" })).toBe(true);
    expect(chat.posts).toHaveLength(2);
    expect(chat.posts[1].at - chat.posts[0].at).toBeGreaterThanOrEqual(290);
  });

  test("a 429 with Slack's Retry-After header waits that long", async () => {
    await poolChat.set(owner.token, poolId, { url: SLACK });
    chat.answers.push({ status: 429, headers: { "retry-after": "1" }, body: "rate_limited" });
    expect(await postToPoolChat(poolId, { title: "hello" })).toBe(true);
    expect(chat.posts.map((post) => post.host)).toEqual(["hooks.slack.com", "hooks.slack.com"]);
    expect(chat.posts[1].at - chat.posts[0].at).toBeGreaterThanOrEqual(990);
    expect(chat.posts[1].body).toEqual({ text: "*hello*" });
  });

  test("a 429 asking for too long a wait is given up and counted, not waited on", async () => {
    chat.answers.push({ status: 429, body: JSON.stringify({ retry_after: 600 }) });
    expect(await postToPoolChat(poolId, { title: "hello" })).toBe(false);
    expect(chat.posts).toHaveLength(1);
  });

  test("5xx answers are retried, and a success clears the count", async () => {
    await db.poolChatHook.update({ where: { poolId }, data: { failures: 3 } });
    chat.answers.push({ status: 502 }, { status: 503 });
    expect(await postToPoolChat(poolId, { title: "hello" })).toBe(true);
    expect(chat.posts).toHaveLength(3);
    expect((await db.poolChatHook.findUniqueOrThrow({ where: { poolId } })).failures).toBe(0);
  });

  test("a redirect is not followed", async () => {
    chat.answers.push({ status: 307, headers: { location: `${chat.origin}/elsewhere` } });
    expect(await postToPoolChat(poolId, { title: "hello" })).toBe(false);
    expect(chat.posts.map((post) => post.path)).toEqual([`/api/webhooks/${ID}/${TOKEN}`]);
  });

  test(`${CHAT_HOOK_MAX_FAILURES} failed posts in a row turn the hook off and tell the owner once`, async () => {
    for (let failure = 0; failure < CHAT_HOOK_MAX_FAILURES + 1; failure += 1) chat.answers.push({ status: 404 }, { status: 404 }, { status: 404 });
    for (let post = 0; post < CHAT_HOOK_MAX_FAILURES + 1; post += 1) await postToPoolChat(poolId, { title: `try ${post}` });
    // The sixth post was not even tried: the hook was off.
    expect(chat.posts).toHaveLength(CHAT_HOOK_MAX_FAILURES);
    const hook = await db.poolChatHook.findUniqueOrThrow({ where: { poolId } });
    expect(hook.disabledAt).not.toBeNull();
    const notes = await db.notification.findMany({ where: { type: "CHAT_HOOK_OFF" } });
    expect(notes).toEqual([expect.objectContaining({ userId: owner.user.id, details: expect.objectContaining({ poolId, poolName: "Sunday Crew", failures: CHAT_HOOK_MAX_FAILURES }) })]);
    expect((await poolChat.get(owner.token, poolId)).body.payload.hook).toMatchObject({ on: false });
    expect((await poolChat.test(owner.token, poolId)).body.error?.code).toBe("CHAT_HOOK_FAILED");
    // Pasting it again turns it back on.
    expect((await poolChat.set(owner.token, poolId, { url: DISCORD })).body.payload.hook).toMatchObject({ on: true, failures: 0 });
  });

  test("a stored URL that no longer opens (the key changed) turns the hook off at once", async () => {
    await db.poolChatHook.update({ where: { poolId }, data: { sealedUrl: "v1.AAAA.BBBB.CCCC" } });
    expect(await postToPoolChat(poolId, { title: "hello" })).toBe(false);
    expect(chat.posts).toHaveLength(0);
    expect((await db.poolChatHook.findUniqueOrThrow({ where: { poolId } })).disabledAt).not.toBeNull();
  });

  test("the owner's announcement is posted after the response", async () => {
    const announced = await pools.announce(owner.token, poolId, { text: "Dues by Friday @everyone" });
    expect(announced.status).toBe(200);
    await until(() => chat.posts.length === 1);
    expect(chat.posts[0].body).toMatchObject({ content: "**Announcement in Sunday Crew**\nDues by Friday @everyone", allowed_mentions: { parse: [] } });
  });
});

/** The game kicks off now: its start is set a minute back, and the hook's last reveal two minutes back (the hook was there before). */
async function kickOff(fixtureId: number) {
  await db.poolChatHook.update({ where: { poolId }, data: { revealedThrough: new Date(Date.now() - 120_000) } });
  await db.fixture.update({ where: { id: fixtureId }, data: { startsAt: new Date(Date.now() - 60_000) } });
}

describe("the scheduled posts", () => {
  beforeEach(async () => {
    await poolChat.set(owner.token, poolId, { url: DISCORD });
    await db.pool.update({ where: { id: poolId }, data: { hidePicks: true } });
  });

  test("a pick is posted once its game has started, never before, and once only", async () => {
    const game = await createFixture({ league: "NFL", startsAt: new Date(Date.now() + HOUR) });
    const teams = await db.fixture.findUniqueOrThrow({ where: { id: game.id }, select: { homeTeam: true, awayTeam: true } });
    await pickWithOdds(bea.user.id, game.id, "HOME", -150);
    await pickWithOdds(owner.user.id, game.id, "AWAY", 130);

    expect(await postPoolNews()).toEqual({ posted: 0 });
    expect(chat.posts).toHaveLength(0);

    await kickOff(game.id);
    expect(await postPoolNews()).toEqual({ posted: 1 });
    const content = String(chat.posts[0].body.content);
    expect(content).toContain("Picks revealed");
    expect(content).toContain(`${bea.user.username}`);
    expect(content).toContain(`${teams.homeTeam.abbreviation} -150`);
    expect(content).toContain(`${teams.awayTeam.abbreviation} +130`);

    expect(await postPoolNews()).toEqual({ posted: 0 });
    expect(chat.posts).toHaveLength(1);
  });

  test("a private member's picks stay theirs", async () => {
    await db.user.update({ where: { id: bea.user.id }, data: { private: true } });
    const game = await createFixture({ league: "NFL", startsAt: new Date(Date.now() + HOUR) });
    await pickWithOdds(bea.user.id, game.id, "HOME", -150);
    await pickWithOdds(owner.user.id, game.id, "AWAY", 130);
    await kickOff(game.id);
    await postPoolNews();
    expect(chat.posts).toHaveLength(1);
    expect(String(chat.posts[0].body.content)).not.toContain(bea.user.username);
  });

  test("games that started before the hook was set are not replayed", async () => {
    const game = await createFixture({ league: "NFL", startsAt: new Date(Date.now() - HOUR) });
    await pickWithOdds(bea.user.id, game.id, "HOME", -150);
    expect(await postPoolNews()).toEqual({ posted: 0 });
  });

  test("a failed post is tried again on the next run", async () => {
    const game = await createFixture({ league: "NFL", startsAt: new Date(Date.now() + HOUR) });
    await pickWithOdds(bea.user.id, game.id, "HOME", -150);
    await kickOff(game.id);
    chat.answers.push({ status: 500 }, { status: 500 }, { status: 500 });
    expect(await postPoolNews()).toEqual({ posted: 0 });
    expect(await postPoolNews()).toEqual({ posted: 1 });
    expect(String(chat.posts[3].body.content)).toContain(bea.user.username);
  });

  test("a closed week's winner and table are posted once", async () => {
    const monday = new Date("2026-11-16T00:00:00Z");
    await db.poolTableRow.createMany({
      data: [
        { poolId, kind: "WEEK", start: monday, userId: bea.user.id, rank: 1, points: "3.5", wins: 2 },
        { poolId, kind: "WEEK", start: monday, userId: owner.user.id, rank: 2, points: "1", wins: 1 },
      ],
    });
    await db.pool.update({ where: { id: poolId }, data: { closedThrough: monday } });
    expect(await postPoolNews()).toEqual({ posted: 1 });
    const content = String(chat.posts[0].body.content);
    expect(content).toContain(`NFL week`);
    expect(content).toContain(`${bea.user.username} won the week`);
    expect(content).toMatch(new RegExp(`1\\s+${bea.user.username}\\s+3\\.5`));
    expect(await postPoolNews()).toEqual({ posted: 0 });
  });

  test("a settled survivor slate's eliminations are posted", async () => {
    const slate = new Date("2026-11-20T00:00:00Z");
    await db.survivorPool.create({ data: { poolId, league: "NFL", startSlate: slate, lives: 1 } });
    await db.survivorEntry.createMany({
      data: [
        { poolId, userId: bea.user.id, lives: 0, eliminatedOn: slate },
        { poolId, userId: owner.user.id, lives: 1 },
      ],
    });
    await db.survivorPool.update({ where: { poolId }, data: { settledThrough: slate } });
    expect(await postPoolNews()).toEqual({ posted: 1 });
    const content = String(chat.posts[0].body.content);
    expect(content).toContain("Survivor: 1 out, 1 still standing");
    expect(content).toContain(bea.user.username);
    expect(await postPoolNews()).toEqual({ posted: 0 });
  });
});

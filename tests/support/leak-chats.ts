// The leak walk's pools with a group chat each, on a local server standing in for Discord, and news for every kind of
// post: a game that started with a fellow member's open pick on it, a closed week's winner and table, a settled
// survivor slate's eliminations, and the owner's announcement. `postEverything` runs what posts to chats (the scheduled
// job's chat step and an announcement) from the same cursors each time, so two runs post the same unless a pick shows.
import { db } from "@/lib/db";
import { postPoolNews } from "@/lib/server/chat/post-pool-news";
import type { startChatStandIn } from "./chat-stand-in";
import { createFixture } from "./factories";
import { poolChat, pools } from "./pool-calls";
import { pickWithOdds } from "./results-factories";

type StandIn = Awaited<ReturnType<typeof startChatStandIn>>;
export type ChatPools = { owner: { id: string; token: string }; others: string[]; pickem: string; card: string; survivor: string };

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcdefghijklmnopqrstuvwxyzAB";
/** A week long closed, so its table is about none of the walk's games. */
const CLOSED_WEEK = new Date("2026-11-16T00:00:00Z");
const SETTLED_SLATE = new Date("2026-11-20T00:00:00Z");

/** Opens a chat for each pool and gives each news to post; returns what the posts start from and how to take it all away. */
export async function openChatsWithNews(walk: ChatPools, chat: StandIn) {
  const poolIds = [walk.pickem, walk.card, walk.survivor];
  const paths = new Map<string, string>();
  for (const [index, poolId] of poolIds.entries()) {
    const path = `/api/webhooks/10000000000000000${index}/${TOKEN}`;
    const set = await poolChat.set(walk.owner.token, poolId, { url: `https://discord.com${path}` });
    if (set.status !== 200) throw new Error(`the chat hook was refused: ${JSON.stringify(set.body)}`);
    paths.set(path, poolId);
  }
  // A game that started since the hooks were set, with the owner's open money-line pick on it: the reveal has a row.
  const started = await createFixture({ league: "NBA", startsAt: new Date(Date.now() - 60_000) });
  const openPick = await pickWithOdds(walk.owner.id, started.id, "HOME", -125);
  const [winner, runnerUp] = [walk.owner.id, walk.others[0]];
  for (const poolId of [walk.pickem, walk.card]) {
    await db.poolTableRow.createMany({
      data: [
        { poolId, kind: "WEEK", start: CLOSED_WEEK, userId: winner, rank: 1, points: "2", wins: 2 },
        { poolId, kind: "WEEK", start: CLOSED_WEEK, userId: runnerUp, rank: 2, points: "1", wins: 1 },
      ],
    });
  }
  await db.pool.updateMany({ where: { id: { in: [walk.pickem, walk.card] } }, data: { closedThrough: CLOSED_WEEK } });
  await db.survivorEntry.update({ where: { poolId_userId: { poolId: walk.survivor, userId: walk.owner.id } }, data: { lives: 0, eliminatedOn: SETTLED_SLATE } });
  await db.survivorPool.update({ where: { poolId: walk.survivor }, data: { settledThrough: SETTLED_SLATE } });
  const revealedThrough = new Date(Date.now() - 120_000);

  /** The posts of one run, each as "<pool id>: <text>", in a fixed order. */
  async function postEverything(options: { announce: boolean }): Promise<string[]> {
    chat.reset();
    await db.poolChatHook.updateMany({ where: { poolId: { in: poolIds } }, data: { revealedThrough, weeksThrough: null, slatesThrough: null } });
    if (options.announce) {
      for (const poolId of poolIds) {
        const announced = await pools.announce(walk.owner.token, poolId, { text: "Picks lock at kickoff" });
        if (announced.status !== 200) throw new Error(`the announcement was refused: ${JSON.stringify(announced.body)}`);
      }
    }
    const { posted } = await postPoolNews();
    // The announcements go out after their responses: wait for them too.
    const expected = posted + (options.announce ? poolIds.length : 0);
    for (const end = Date.now() + 10_000; chat.posts.length < expected; await new Promise((resolve) => setTimeout(resolve, 20))) {
      if (Date.now() > end) throw new Error(`${chat.posts.length} of ${expected} chat posts arrived`);
    }
    return chat.posts.map((post) => `${paths.get(post.path) ?? post.path}: ${String(post.body.content)}`).sort();
  }

  async function close() {
    await db.poolChatHook.deleteMany({ where: { poolId: { in: poolIds } } });
    await db.pick.delete({ where: { id: openPick.id } });
    await db.fixture.delete({ where: { id: started.id } });
    await db.poolTableRow.deleteMany({ where: { poolId: { in: [walk.pickem, walk.card] }, start: CLOSED_WEEK } });
    await db.pool.updateMany({ where: { id: { in: [walk.pickem, walk.card] } }, data: { closedThrough: null } });
    await db.survivorEntry.update({ where: { poolId_userId: { poolId: walk.survivor, userId: walk.owner.id } }, data: { lives: 1, eliminatedOn: null } });
    await db.survivorPool.update({ where: { poolId: walk.survivor }, data: { settledThrough: null } });
  }

  return { postEverything, close };
}

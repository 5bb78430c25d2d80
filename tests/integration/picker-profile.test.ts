// GET /api/picker/{username}: public profile, counts, follow flag, case-insensitive lookup.
import { GET as profile } from "@/app/api/picker/[key]/route";
import { db } from "@/lib/db";
import { createSignedInUser, createUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

const get = (key: string, bearer?: string) => profile(apiRequest(`/api/picker/${key}`, { bearer }), routeContext({ key }));

describe("GET /api/picker/{username}", () => {
  test("visitors see the public profile without e-mail", async () => {
    const star = await createUser({ username: "StarPicker" });
    await db.user.update({ where: { id: star.id }, data: { bio: "I like underdogs", standing: { update: { points: "12.5" } } } });
    const fan = await createUser();
    await db.follow.create({ data: { followerId: fan.id, followedId: star.id } });
    const response = await get("starpicker");
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      payload: {
        id: star.id,
        username: "StarPicker",
        bio: "I like underdogs",
        picture: null,
        score: "12.5",
        hotStreak: false,
        verified: true,
        createdAt: star.createdAt.toISOString(),
        followersCount: 1,
        followingCount: 0,
        followedByCaller: false,
        isOwn: false,
      },
    });
  });

  test("a signed-in caller learns whether they follow, and their own profile says so", async () => {
    const star = await createUser();
    const { user: me, token } = await createSignedInUser();
    await db.follow.create({ data: { followerId: me.id, followedId: star.id } });
    const theirs = (await readJson(await get(star.username!, token))).payload as { followedByCaller: boolean; isOwn: boolean };
    expect(theirs).toMatchObject({ followedByCaller: true, isOwn: false });
    const mine = (await readJson(await get(me.username!, token))).payload as { followingCount: number; isOwn: boolean };
    expect(mine).toMatchObject({ followingCount: 1, isOwn: true });
  });

  test("an unknown username is NOT_FOUND", async () => {
    expect((await get("no-such-picker")).status).toBe(404);
  });
});

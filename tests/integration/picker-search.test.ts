// GET /api/pickers?search=: case-insensitive prefix on the username, bounded, wildcards taken literally.
import { GET as search } from "@/app/api/pickers/route";
import { db } from "@/lib/db";
import { createSignedInUser, createUser } from "../support/factories";
import { apiRequest, readJson } from "../support/requests";

const find = async (text: string, bearer?: string) =>
  ((await readJson(await search(apiRequest(`/api/pickers?search=${encodeURIComponent(text)}`, { bearer })))).payload as { username: string; followedByCaller: boolean }[]);

test("finds pickers by a case-insensitive prefix, shortest first, with follow flags", async () => {
  const ann = await createUser({ username: "AnnaBanana" });
  await createUser({ username: "anna" });
  await createUser({ username: "Joanna" });
  const { user: me, token } = await createSignedInUser();
  await db.follow.create({ data: { followerId: me.id, followedId: ann.id } });
  expect(await find("ANN", token)).toEqual([
    expect.objectContaining({ username: "anna", followedByCaller: false }),
    expect.objectContaining({ username: "AnnaBanana", followedByCaller: true }),
  ]);
  expect(await find("")).toEqual([]);
});

test("at most ten results, and % or _ match only themselves", async () => {
  for (let i = 0; i < 12; i++) await createUser({ username: `zed${i}` });
  await createUser({ username: "odd_one" });
  expect(await find("zed")).toHaveLength(10);
  expect(await find("%")).toEqual([]);
  expect((await find("odd_")).map((row) => row.username)).toEqual(["odd_one"]);
  expect((await find("od_")).map((row) => row.username)).toEqual([]);
});

test("an overlong search is refused", async () => {
  const response = await search(apiRequest(`/api/pickers?search=${"a".repeat(101)}`));
  expect(response.status).toBe(400);
});

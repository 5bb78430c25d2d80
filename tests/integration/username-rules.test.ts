// PUT /api/user refuses usernames that hide characters, are only dots, or look like another picker's name.
import { PUT as updateUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { createSignedInUser, createUser } from "../support/factories";
import { apiRequest, readJson } from "../support/requests";

const put = (username: string, token: string) => updateUser(apiRequest("/api/user", { method: "PUT", body: { username }, bearer: token }));

async function expectNothingStored(userId: string) {
  expect(await db.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true, usernameKey: true } })).toEqual({ username: null, usernameKey: null });
}

test.each([
  ["two dots", ".."],
  ["one dot", "."],
  ["full-width dots (NFKC makes them dots)", "．．．"],
  ["a zero-width space", "ann\u200bie"],
  ["a right-to-left override", "ann\u202eeinna"],
  ["a bell character", "ann\u0007"],
  ["a soft hyphen", "an\u00adn"],
])("a username with %s is VALIDATION_ERROR on username, and nothing is stored", async (_name, username) => {
  const { user, token } = await createSignedInUser({ username: null });
  const response = await put(username, token);
  expect(response.status).toBe(400);
  const { error } = await readJson(response);
  expect(error?.code).toBe("VALIDATION_ERROR");
  expect(new Set(error?.issues?.map((issue) => (issue as { path: string }).path))).toEqual(new Set(["username"]));
  await expectNothingStored(user.id);
});

test.each([
  ["a Cyrillic а", "alice", "\u0430lice"],
  ["Cyrillic о and е", "joe", "j\u043e\u0435"],
  ["a Greek ο", "bob", "b\u03bfb"],
  ["a Cyrillic look-alike in another case", "Paco", "\u0420ACO"],
  ["an accent", "jose", "jos\u00e9"],
])("a name that only differs from a taken one by %s is CONFLICT, like a taken name", async (_name, taken, lookalike) => {
  await createSignedInUser({ username: null }).then(({ token }) => put(taken, token)).then((response) => expect(response.status).toBe(200));
  const { user, token } = await createSignedInUser({ username: null });
  const response = await put(lookalike, token);
  expect(response.status).toBe(409);
  expect(await readJson(response)).toEqual({ error: { code: "CONFLICT", message: "This username is already taken" } });
  await expectNothingStored(user.id);
});

test("a picker created before keeps their name against a look-alike too", async () => {
  await createUser({ username: "Carol" });
  const { token } = await createSignedInUser({ username: null });
  expect((await put("\u0441arol", token)).status).toBe(409);
});

test("a look-alike of a reserved name is reserved", async () => {
  const { token } = await createSignedInUser({ username: null });
  expect((await put("\u0430dmin", token)).status).toBe(409);
});

test("distinct names in other scripts and a changed case of one's own name are still fine", async () => {
  const { token } = await createSignedInUser({ username: null });
  expect((await put("Дмитрий", token)).status).toBe(200);
  expect((await put("дмитрий", token)).status).toBe(200);
  const other = await createSignedInUser({ username: null });
  expect((await put("a.b", other.token)).status).toBe(200);
});

// A picker's push switches and quiet hours through their route: the defaults, a change of only what was sent, quiet
// hours turned off, and every bad value refused with VALIDATION_ERROR and nothing stored.
import { GET as read, PUT as change } from "@/app/api/user/push-preferences/route";
import { db } from "@/lib/db";
import { createSignedInUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

const PATH = "/api/user/push-preferences";

const get = async (bearer: string) => readJson(await read(apiRequest(PATH, { bearer }), routeContext({})));
const put = (bearer: string | undefined, body: unknown) => change(apiRequest(PATH, { method: "PUT", bearer, body }), routeContext({}));

const DEFAULTS = { reminder: true, settled: true, weekWon: true, announcement: true, survivor: true, quietHours: null };

describe("push preferences", () => {
  test("a picker who changed nothing has every type on and no quiet hours", async () => {
    const { token } = await createSignedInUser();
    expect(await get(token)).toMatchObject({ payload: DEFAULTS });
  });

  test("a change sets only what was sent, keeps it, and quiet hours can be taken off again", async () => {
    const { user, token } = await createSignedInUser();
    const quietHours = { start: "22:30", end: "07:00", timeZone: "America/New_York" };
    expect(await readJson(await put(token, { settled: false, quietHours }))).toMatchObject({ payload: { ...DEFAULTS, settled: false, quietHours } });
    expect(await readJson(await put(token, { announcement: false }))).toMatchObject({ payload: { ...DEFAULTS, settled: false, announcement: false, quietHours } });
    expect(await db.pushPreference.findUnique({ where: { userId: user.id } })).toMatchObject({ quietStart: 1350, quietEnd: 420, timeZone: "America/New_York" });
    expect(await readJson(await put(token, { quietHours: null }))).toMatchObject({ payload: { ...DEFAULTS, settled: false, announcement: false } });
    expect(await get(token)).toMatchObject({ payload: { quietHours: null, settled: false } });
  });

  test.each([
    ["an empty change", {}],
    ["an unknown switch", { chat: true }],
    ["a switch that is not a boolean", { reminder: "yes" }],
    ["an hour past 23", { quietHours: { start: "24:00", end: "07:00", timeZone: "Europe/Paris" } }],
    ["a time without its leading zero", { quietHours: { start: "9:00", end: "17:00", timeZone: "Europe/Paris" } }],
    ["an unknown time zone", { quietHours: { start: "22:00", end: "07:00", timeZone: "Mars/Olympus" } }],
    ["quiet hours without a time zone", { quietHours: { start: "22:00", end: "07:00" } }],
    ["an end equal to the start", { quietHours: { start: "22:00", end: "22:00", timeZone: "Europe/Paris" } }],
  ])("refuses %s with VALIDATION_ERROR and stores nothing", async (_what, body) => {
    const { user, token } = await createSignedInUser();
    const refused = await put(token, body);
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
    expect(await db.pushPreference.findUnique({ where: { userId: user.id } })).toBeNull();
  });

  test("a visitor is refused", async () => {
    expect((await put(undefined, { reminder: false })).status).toBe(401);
  });
});

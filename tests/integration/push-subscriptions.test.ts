// A device's push subscription through its route: stored for the session that made it, refused for an address that is
// not a browser's push service, taken back by the device, and gone when that session signs out or every session does.
import crypto from "node:crypto";
import { DELETE as unsubscribe, GET as readKey, PUT as subscribe } from "@/app/api/user/push-subscription/route";
import { POST as logout } from "@/app/api/logout/route";
import { POST as logoutEverywhere } from "@/app/api/logout/everywhere/route";
import { db } from "@/lib/db";
import { createSignedInUser } from "../support/factories";
import { deviceSubscription } from "../support/push-device";
import { apiRequest, readJson, routeContext } from "../support/requests";

const PATH = "/api/user/push-subscription";

const put = (bearer: string | undefined, body: unknown) => subscribe(apiRequest(PATH, { method: "PUT", bearer, body }), routeContext({}));
const remove = (bearer: string, body: unknown) => unsubscribe(apiRequest(PATH, { method: "DELETE", bearer, body }), routeContext({}));
const askAbout = async (bearer: string, endpoint: string) =>
  readJson(await readKey(apiRequest(`${PATH}?endpoint=${encodeURIComponent(endpoint)}`, { bearer }), routeContext({})));
const stored = (endpoint: string) => db.pushSubscription.findUnique({ where: { endpoint } });

describe("push subscriptions", () => {
  test("the key call answers the VAPID public key a browser subscribes with", async () => {
    const { token } = await createSignedInUser();
    const { payload } = (await readJson(await readKey(apiRequest(PATH, { bearer: token }), routeContext({})))) as { payload: { publicKey: string } };
    expect(Buffer.from(payload.publicKey, "base64url")).toHaveLength(65);
  });

  test("a device subscribes for its session, subscribes again without a second row, and takes it back", async () => {
    const { user, token } = await createSignedInUser();
    const device = deviceSubscription();
    expect(await readJson(await put(token, device))).toMatchObject({ payload: { subscribed: true } });
    expect(await stored(device.endpoint)).toMatchObject({ userId: user.id, sessionToken: token, p256dh: device.keys.p256dh });
    await put(token, device);
    expect(await db.pushSubscription.count({ where: { userId: user.id } })).toBe(1);

    // Another picker cannot remove it.
    const other = await createSignedInUser();
    await remove(other.token, { endpoint: device.endpoint });
    expect(await stored(device.endpoint)).not.toBeNull();
    expect(await readJson(await remove(token, { endpoint: device.endpoint }))).toMatchObject({ payload: { subscribed: false } });
    expect(await stored(device.endpoint)).toBeNull();
  });

  test.each([
    ["plain http", "http://fcm.googleapis.com/fcm/send/x"],
    ["another host", "https://example.com/push"],
    ["a host that only ends like a push service", "https://evilfcm.googleapis.com.example.net/x"],
    ["a private address", "https://169.254.169.254/latest"],
    ["another port", "https://fcm.googleapis.com:8443/fcm/send/x"],
    ["credentials in the URL", "https://user:pw@fcm.googleapis.com/fcm/send/x"],
  ])("refuses %s as the endpoint, and a visitor", async (_what, endpoint) => {
    const { token } = await createSignedInUser();
    const refused = await put(token, deviceSubscription(endpoint));
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
    expect(await stored(endpoint)).toBeNull();
    expect((await put(undefined, deviceSubscription())).status).toBe(401);
  });

  test("signing out removes that session's subscription and keeps the other device's", async () => {
    const { user, token } = await createSignedInUser();
    const laptop = await db.session.create({ data: { sessionToken: crypto.randomUUID(), userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
    const phone = deviceSubscription();
    const desktop = deviceSubscription();
    await put(token, phone);
    await put(laptop.sessionToken, desktop);
    expect((await logout(apiRequest("/api/logout", { method: "POST", bearer: token }))).status).toBeLessThan(300);
    expect(await stored(phone.endpoint)).toBeNull();
    expect(await stored(desktop.endpoint)).not.toBeNull();
  });

  test("signing out of all devices removes every subscription of the picker, and the device asking after its own hears so", async () => {
    const { user, token } = await createSignedInUser();
    const laptop = await db.session.create({ data: { sessionToken: crypto.randomUUID(), userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
    const phone = deviceSubscription();
    await put(token, phone);
    await put(laptop.sessionToken, deviceSubscription());
    expect(await askAbout(laptop.sessionToken, phone.endpoint)).toMatchObject({ payload: { subscribed: true } });
    expect((await logoutEverywhere(apiRequest("/api/logout/everywhere", { method: "POST", bearer: token }))).status).toBeLessThan(300);
    expect(await db.pushSubscription.count({ where: { userId: user.id } })).toBe(0);

    // Signed in again, the phone still holds its browser's copy: the server says it sends nothing to it.
    const again = await db.session.create({ data: { sessionToken: crypto.randomUUID(), userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
    expect(await askAbout(again.sessionToken, phone.endpoint)).toMatchObject({ payload: { subscribed: false } });
  });

  test("the device asks after its own subscription: stored for this picker only, null when it names none, refused when not a push service", async () => {
    const { token } = await createSignedInUser();
    const other = await createSignedInUser();
    const device = deviceSubscription();
    expect(await askAbout(token, device.endpoint)).toMatchObject({ payload: { subscribed: false } });
    await put(token, device);
    expect(await askAbout(token, device.endpoint)).toMatchObject({ payload: { subscribed: true } });
    expect(await askAbout(other.token, device.endpoint)).toMatchObject({ payload: { subscribed: false } });
    expect(await readJson(await readKey(apiRequest(PATH, { bearer: token }), routeContext({})))).toMatchObject({ payload: { subscribed: null } });
    const refused = await readKey(apiRequest(`${PATH}?endpoint=${encodeURIComponent("https://example.com/push")}`, { bearer: token }), routeContext({}));
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
  });
});

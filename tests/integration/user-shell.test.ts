// GET /api/user/shell: what the header island shows, for visitors, unverified and verified users.
import { GET as shell } from "@/app/api/user/shell/route";
import { db } from "@/lib/db";
import { createSignedInUser } from "../support/factories";
import { apiRequest, readJson } from "../support/requests";

describe("GET /api/user/shell", () => {
  test("answers a visitor with 200 and no user (not a 401, which the browser would log on every page)", async () => {
    const response = await shell(apiRequest("/api/user/shell"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await readJson(response)).toEqual({ payload: { user: null, unreadCount: 0 } });
  });

  test("treats an unknown session cookie as a visitor", async () => {
    const response = await shell(apiRequest("/api/user/shell", { cookie: "not-a-session" }));
    expect(await readJson(response)).toEqual({ payload: { user: null, unreadCount: 0 } });
  });

  test("gives a verified user their name, picture and unread count, from the session cookie", async () => {
    const { user, token } = await createSignedInUser({ username: "Shelly" });
    await db.user.update({ where: { id: user.id }, data: { image: "/api/picker/x/avatar?v=1" } });
    await db.notification.createMany({
      data: [
        { userId: user.id, type: "NEW_FOLLOWER", details: { username: "a" } },
        { userId: user.id, type: "NEW_FOLLOWER", details: { username: "b" } },
        { userId: user.id, type: "NEW_FOLLOWER", details: { username: "c" }, read: true },
      ],
    });
    const body = await readJson(await shell(apiRequest("/api/user/shell", { cookie: token })));
    expect(body).toEqual({ payload: { user: { username: "Shelly", verified: true, picture: "/api/picker/x/avatar?v=1", pendingEmail: null }, unreadCount: 2 } });
    expect(JSON.stringify(body)).not.toContain(user.email);
  });

  test("gives an unverified user verified: false, no count, and the address to resend the verify link to", async () => {
    const { user, token } = await createSignedInUser({ verified: false, username: null });
    await db.notification.create({ data: { userId: user.id, type: "NEW_FOLLOWER", details: { username: "a" } } });
    const body = await readJson(await shell(apiRequest("/api/user/shell", { cookie: token })));
    expect(body).toEqual({ payload: { user: { username: null, verified: false, picture: null, pendingEmail: user.email }, unreadCount: 0 } });
  });
});

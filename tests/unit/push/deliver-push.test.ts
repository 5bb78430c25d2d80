// Web push delivery against a local push service: the test is the device (it holds the subscription's keys and
// decrypts what arrives, by RFC 8291's aes128gcm) and the push service (it answers 201, 404, 410, 429 or 500).
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import webpush from "web-push";
import { decrypt, device, deviceKeys, pushService, type Device } from "../../support/local-push-service";
import { deliverPush, deliverPushes, type DeviceSubscription, type PushMessage } from "@/lib/server/push/deliver-push";

const VAPID = { ...webpush.generateVAPIDKeys(), subject: "mailto:push@pickline.test" };
const MESSAGE: PushMessage = { title: "Your picks settled", body: "3 won, 1 lost: +2.4 points", url: "/notifications" };

const subscriptionOf = (id: number, endpoint: string, phone: Device): DeviceSubscription => ({ id, endpoint, ...deviceKeys(phone) });

const fast = { keys: VAPID, backoffMs: 5, maxWaitMs: 2_000 };

describe("web push delivery", () => {
  let service: Awaited<ReturnType<typeof pushService>> | undefined;
  afterEach(async () => service?.close());

  test("the device decrypts the message, and the push service gets a VAPID signature for its own origin", async () => {
    service = await pushService();
    const phone = device();
    expect(await deliverPush(subscriptionOf(1, `${service.origin}/push/abc`, phone), MESSAGE, fast)).toBe("sent");

    const [request] = service.received;
    expect(request.path).toBe("/push/abc");
    expect(request.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    expect(JSON.parse(decrypt(request.body, phone))).toEqual(MESSAGE);
    // Another device's keys cannot read it.
    expect(() => decrypt(request.body, device())).toThrow();

    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(request.headers.authorization))!;
    expect(key).toBe(VAPID.publicKey);
    const [header, claims, signature] = token.split(".");
    expect(JSON.parse(Buffer.from(claims, "base64url").toString())).toMatchObject({ aud: service.origin, sub: VAPID.subject });
    const publicKey = crypto.createPublicKey({
      key: { kty: "EC", crv: "P-256", x: Buffer.from(VAPID.publicKey, "base64url").subarray(1, 33).toString("base64url"), y: Buffer.from(VAPID.publicKey, "base64url").subarray(33).toString("base64url") },
      format: "jwk",
    });
    const signed = crypto.verify("sha256", Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
    expect(signed).toBe(true);
  });

  test.each([404, 410])("a %i answer means the device unsubscribed: gone, not tried again", async (status) => {
    service = await pushService([{ status }]);
    expect(await deliverPush(subscriptionOf(1, `${service.origin}/push/old`, device()), MESSAGE, fast)).toBe("gone");
    expect(service.received).toHaveLength(1);
  });

  test("429 and 5xx answers are tried again, following Retry-After, then delivered", async () => {
    service = await pushService([{ status: 429, headers: { "Retry-After": "0" } }, { status: 503 }]);
    expect(await deliverPush(subscriptionOf(1, `${service.origin}/push/busy`, device()), MESSAGE, fast)).toBe("sent");
    expect(service.received).toHaveLength(3);
  });

  test("a push service that keeps failing is given up after the retries; a 400 is not retried at all", async () => {
    service = await pushService([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 400 }]);
    expect(await deliverPush(subscriptionOf(1, `${service.origin}/push/down`, device()), MESSAGE, { ...fast, retries: 2 })).toBe("failed");
    expect(service.received).toHaveLength(3);
    expect(await deliverPush(subscriptionOf(1, `${service.origin}/push/bad`, device()), MESSAGE, fast)).toBe("failed");
    expect(service.received).toHaveLength(4);
  });

  test("a Retry-After longer than the run can wait is not waited for", async () => {
    service = await pushService([{ status: 429, headers: { "Retry-After": "3600" } }]);
    expect(await deliverPush(subscriptionOf(1, `${service.origin}/push/slow`, device()), MESSAGE, fast)).toBe("failed");
    expect(service.received).toHaveLength(1);
  });

  test("a run sends at most its limit, at most `concurrency` at once, and names the subscriptions that are gone", async () => {
    let inFlight = 0;
    let most = 0;
    const server = http.createServer((request, response) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      request.resume();
      request.on("end", () =>
        setTimeout(() => {
          inFlight -= 1;
          response.writeHead(request.url === "/push/3" ? 410 : 201).end();
        }, 20),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const outgoing = Array.from({ length: 10 }, (_, index) => ({ subscription: subscriptionOf(index, `${origin}/push/${index}`, device()), message: MESSAGE }));
      const report = await deliverPushes(outgoing, { ...fast, concurrency: 3, limit: 8 });
      expect(report).toMatchObject({ sent: 7, gone: [3], failed: 0, deferred: 2 });
      expect(report.deliveries).toEqual(["sent", "sent", "sent", "gone", "sent", "sent", "sent", "sent"]);
      expect(most).toBe(3);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  test("a run with a rate starts its messages that far apart, however many lanes it has", async () => {
    service = await pushService();
    const outgoing = Array.from({ length: 6 }, (_, index) => ({ subscription: subscriptionOf(index, `${service!.origin}/push/${index}`, device()), message: MESSAGE }));
    const started = performance.now();
    await deliverPushes(outgoing, { ...fast, concurrency: 6, limit: 6, perSecond: 5 });
    expect(service.received).toHaveLength(6);
    // At 5 a second the sixth starts a second after the first (a little timer slack); six lanes unpaced take far less.
    expect(service.received[5].at - started).toBeGreaterThan(990);
  });
});

// A push service on a local port and the devices it delivers to: a device holds its subscription's P-256 key pair and
// auth secret and decrypts what arrives (RFC 8291's aes128gcm, by hand), so a test reads exactly what web-push sent.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A device: its ECDH key pair on P-256 and its auth secret, as a browser makes them for a subscription. */
export function device() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, auth: crypto.randomBytes(16) };
}
export type Device = ReturnType<typeof device>;

/** The device's keys as a stored subscription holds them. */
export const deviceKeys = ({ ecdh, auth }: Device) => ({ p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") });

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac("sha256", key).update(data).digest();

/** The device's side of RFC 8291 and RFC 8188: one aes128gcm record, decrypted with the device's private key. */
export function decrypt(body: Buffer, { ecdh, auth }: Device): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("The record does not end with the last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** `at`: when the request arrived (performance.now()), so a test can tell the rate messages came at. */
export type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer; at: number };
export type Answer = { status: number; headers?: Record<string, string> };

/**
 * A push service on a local port. Each request gets the next planned answer (then 201), or what `answer` says for it
 * when given (null: 201).
 */
export async function pushService(plan: Answer[] = [], answer?: (request: Received) => Answer | null) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const got = { path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks), at: performance.now() };
      received.push(got);
      const reply = plan.shift() ?? answer?.(got) ?? { status: 201 };
      response.writeHead(reply.status, reply.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

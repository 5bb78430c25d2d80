// A browser's push subscription as a test makes it: a fresh P-256 key pair and auth secret, on a push service address.
import crypto from "node:crypto";

export function deviceSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`) {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") } };
}

// The VAPID keys push messages are signed with: the deployment's (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY), or outside
// production a pair made on first use and kept in .data/, so a developer's subscriptions survive restarts. A production
// deployment without them sends no push (the key call answers null and the switch says so). No "server-only" import:
// the push job also runs from `npm run sync`, outside Next.js.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env, isProduction } from "@/lib/settings";
import { supportEmail } from "@/lib/settings/site-contacts";
import type { PushKeys } from "./deliver-push";

const DEV_KEYS_FILE = path.join(process.cwd(), ".data", "vapid-keys.json");

/** A P-256 pair in the form web-push takes: the uncompressed public point and the private scalar, base64url. */
export function newVapidPair(): { publicKey: string; privateKey: string } {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey().toString("base64url"), privateKey: ecdh.getPrivateKey().toString("base64url") };
}

function developmentPair(): { publicKey: string; privateKey: string } {
  try {
    return JSON.parse(fs.readFileSync(DEV_KEYS_FILE, "utf8"));
  } catch {
    const pair = newVapidPair();
    fs.mkdirSync(path.dirname(DEV_KEYS_FILE), { recursive: true });
    fs.writeFileSync(DEV_KEYS_FILE, JSON.stringify(pair), { mode: 0o600 });
    return pair;
  }
}

/** The keys to sign with, or null when this deployment sends no push. */
export function vapidKeys(): PushKeys | null {
  const settings = env();
  const subject = settings.VAPID_SUBJECT ?? `mailto:${supportEmail()}`;
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY) return { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY, subject };
  if (isProduction()) return null;
  return { ...developmentPair(), subject };
}

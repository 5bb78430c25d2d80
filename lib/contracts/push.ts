// Web push on this device: the key a browser subscribes with, and the subscription it hands over or takes back.
import { z } from "zod";
import { isPushServiceUrl } from "@/lib/domain/push-endpoint";
import { endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";

/** base64url, as the browser's PushSubscription.toJSON() writes its keys. */
const base64url = (min: number, max: number) => z.string().min(min).max(max).regex(/^[A-Za-z0-9_-]+$/, "Expected base64url");

/** The push service's address for the device: the server posts to it, so only the browsers' push services are taken. */
const endpointUrl = z.string().max(1024).refine(isPushServiceUrl, "Expected the address of a browser's push service");

export const pushSubscriptionSchema = z
  .object({
    endpoint: endpointUrl,
    /** The device's P-256 public key (65 bytes) and auth secret (16 bytes). */
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }).strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: endpointUrl }).strict();

/** The VAPID public key a browser subscribes with (null: this deployment sends no push). */
export const pushKeySchema = z.object({ publicKey: z.string().nullable() });

export const pushSubscribedSchema = z.object({ subscribed: z.boolean() });

// The declared calls.
export const pushApi = {
  key: endpoint({ ...methodAndPath(routes.push.key), auth: "auth", summary: "The key this device subscribes to web push with", tag: "preferences", response: pushKeySchema, errors: ["UNAUTHORIZED"] }),
  subscribe: endpoint({
    ...methodAndPath(routes.push.subscribe),
    auth: "auth",
    summary: "Stores this device's web push subscription for the caller's session",
    tag: "preferences",
    body: pushSubscriptionSchema,
    response: pushSubscribedSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
  unsubscribe: endpoint({
    ...methodAndPath(routes.push.unsubscribe),
    auth: "auth",
    summary: "Removes this device's web push subscription",
    tag: "preferences",
    body: pushUnsubscribeSchema,
    response: pushSubscribedSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
};

// Web push: the key a browser subscribes with, the subscription it hands over or takes back, and which pushes the
// picker wants.
import { z } from "zod";
import { isPushServiceUrl } from "@/lib/domain/push-endpoint";
import { minutesOfClock } from "@/lib/domain/push-preferences";
import { isTimeZone } from "@/lib/domain/time-zone";
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

/** The device asking: its subscription's endpoint, when the browser holds one. */
export const pushDeviceQuery = z.object({ endpoint: endpointUrl.optional() }).strict();

export const pushKeySchema = z.object({
  /** The VAPID public key a browser subscribes with (null: this deployment sends no push). */
  publicKey: z.string().nullable(),
  /**
   * Whether the subscription at the `endpoint` asked about is stored for the caller (null when none is named): signing
   * out of every device removes it on the server while the browser keeps its copy, which then reaches nobody.
   */
  subscribed: z.boolean().nullable(),
});

export const pushSubscribedSchema = z.object({ subscribed: z.boolean() });

/** A 24-hour local time, "22:30". */
const clock = z.string().refine((value) => minutesOfClock(value) !== null, "Expected a time as HH:MM (00:00 to 23:59)");

export const quietHoursSchema = z
  .object({
    /** From this local time included... */
    start: clock,
    /** ...to this one excluded; an end before the start runs past midnight ("22:00" to "07:00"). */
    end: clock,
    /** The picker's IANA time zone ("Europe/Paris"): the browser's own, sent with the hours. */
    timeZone: z.string().max(64).refine(isTimeZone, "Expected an IANA time zone such as Europe/Paris"),
  })
  .strict()
  .refine((quiet) => quiet.start !== quiet.end, { message: "Quiet hours need an end different from their start", path: ["end"] });

/** Which pushes the picker wants: one switch per type, and quiet hours (null: none). */
export const pushPreferencesSchema = z.object({
  /** They have not picked and the first game of their pool's week starts within the hour. */
  reminder: z.boolean(),
  /** Their picks and parlays settled: one push for a night's results. */
  settled: z.boolean(),
  /** They won their pool's week. */
  weekWon: z.boolean(),
  /** A pool owner's announcement. */
  announcement: z.boolean(),
  /** Survivor: they are out, or they won. */
  survivor: z.boolean(),
  /** Nothing is sent inside them; a reminder they hold back is dropped, the other types wait for them to end. */
  quietHours: quietHoursSchema.nullable(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

export const pushPreferencesChangeSchema = pushPreferencesSchema
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, { message: "Send at least one preference" });
export type PushPreferencesChange = z.infer<typeof pushPreferencesChangeSchema>;

// The declared calls.
export const pushApi = {
  key: endpoint({
    ...methodAndPath(routes.push.key),
    auth: "auth",
    summary: "The key this device subscribes to web push with, and whether its subscription is stored",
    tag: "preferences",
    query: pushDeviceQuery,
    response: pushKeySchema,
    errors: ["UNAUTHORIZED", "VALIDATION_ERROR"],
  }),
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
  preferences: endpoint({ method: "GET", path: "/api/user/push-preferences", auth: "auth", summary: "Which pushes the caller wants, and their quiet hours", tag: "preferences", response: pushPreferencesSchema, errors: ["UNAUTHORIZED"] }),
  updatePreferences: endpoint({
    ...methodAndPath(routes.push.updatePreferences),
    auth: "auth",
    summary: "Changes some of the caller's push switches or quiet hours",
    tag: "preferences",
    body: pushPreferencesChangeSchema,
    response: pushPreferencesSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
};

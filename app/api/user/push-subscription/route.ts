// GET, PUT and DELETE /api/user/push-subscription
import { route } from "@/lib/api/handler";
import { pushApi } from "@/lib/contracts/push";
import { readCallerToken } from "@/lib/server/auth/caller";
import { isDeviceSubscribed, subscribeDevice, unsubscribeDevice } from "@/lib/server/push/push-subscriptions";
import { vapidKeys } from "@/lib/server/push/vapid-keys";

export const GET = route(pushApi.key, async ({ caller, query }) => ({
  publicKey: vapidKeys()?.publicKey ?? null,
  subscribed: await isDeviceSubscribed(caller.id, query.endpoint),
}));

// The caller was read from this token, so it is there: the subscription belongs to that session.
export const PUT = route(pushApi.subscribe, ({ caller, request, body }) => subscribeDevice(caller.id, readCallerToken(request)!.token, body));

export const DELETE = route(pushApi.unsubscribe, ({ caller, body }) => unsubscribeDevice(caller.id, body.endpoint));

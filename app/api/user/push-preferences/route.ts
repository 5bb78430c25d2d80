// GET and PUT /api/user/push-preferences
import { route } from "@/lib/api/handler";
import { pushApi } from "@/lib/contracts/push";
import { getPushPreferences, updatePushPreferences } from "@/lib/server/push/push-preferences";

export const GET = route(pushApi.preferences, ({ caller }) => getPushPreferences(caller.id));

export const PUT = route(pushApi.updatePreferences, ({ caller, body }) => updatePushPreferences(caller.id, body));

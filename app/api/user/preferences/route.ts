// GET /api/user/preferences and PUT /api/user/preferences
import { route } from "@/lib/api/handler";
import { preferencesApi } from "@/lib/contracts/preferences";
import { getPreferences } from "@/lib/server/preferences/get-preferences";
import { updatePreferences } from "@/lib/server/preferences/update-preferences";

export const GET = route(preferencesApi.get, ({ caller }) => getPreferences(caller.id));

export const PUT = route(preferencesApi.update, ({ caller, body }) => updatePreferences(caller.id, body));

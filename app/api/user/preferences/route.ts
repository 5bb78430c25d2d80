// GET /api/user/preferences and PUT /api/user/preferences
import { handler } from "@/lib/api/handler";
import { preferencesChangeSchema } from "@/lib/contracts/preferences";
import { getPreferences } from "@/lib/server/preferences/get-preferences";
import { updatePreferences } from "@/lib/server/preferences/update-preferences";

export const GET = handler({ auth: "auth" }, ({ caller }) => getPreferences(caller.id));

export const PUT = handler({ auth: "auth", body: preferencesChangeSchema }, ({ caller, body }) => updatePreferences(caller.id, body));

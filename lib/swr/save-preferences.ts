// The one client write of the picker's preferences (privacy and e-mail), kept apart so it moves easily.
import type { Preferences, PreferencesChange } from "@/lib/contracts/preferences";
import { sendJson } from "./fetcher";

export function savePreferences(change: PreferencesChange): Promise<Preferences> {
  return sendJson<Preferences>("/api/user/preferences", { method: "PUT", body: change });
}

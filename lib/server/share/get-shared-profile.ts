// A picker's share card: score, record and hot streak, with the version key of its preview image.
import "server-only";
import type { PickerProfile } from "@/lib/contracts/pickers";
import type { SharedProfile } from "@/lib/contracts/share";
import { getPickerProfile } from "@/lib/server/pickers/get-picker-profile";
import { pickerRecord } from "@/lib/server/stats/get-picker-stats";
import { shareVersion } from "./share-version";

export async function getSharedProfile(username: string, viewerId?: string | null): Promise<SharedProfile> {
  return sharedProfileOf(await getPickerProfile(username, viewerId));
}

/** For a page that has already read the profile (and its visibility): only the record is left to read. */
export async function sharedProfileOf(profile: PickerProfile): Promise<SharedProfile> {
  const record = await pickerRecord(profile.id);
  return { profile, record, version: shareVersion(profile.username, profile.score, profile.hotStreak, record) };
}

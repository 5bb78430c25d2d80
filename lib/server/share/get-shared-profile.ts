// A picker's share card: score, record and hot streak, with the version key of its preview image.
import "server-only";
import { getPickerProfile } from "@/lib/server/pickers/get-picker-profile";
import type { SharedProfile } from "@/lib/contracts/share";
import { pickerRecord } from "@/lib/server/stats/get-picker-stats";
import { shareVersion } from "./share-version";

export async function getSharedProfile(username: string, viewerId?: string | null): Promise<SharedProfile> {
  const profile = await getPickerProfile(username, viewerId);
  const record = await pickerRecord(profile.id);
  return { profile, record, version: shareVersion(profile.username, profile.score, profile.hotStreak, record) };
}

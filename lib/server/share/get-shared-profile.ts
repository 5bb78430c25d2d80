// A picker's share card: score, record and hot streak, with the version key of its preview image.
import "server-only";
import type { PickerProfile } from "@/lib/contracts/pickers";
import { getPickerProfile } from "@/lib/server/pickers/get-picker-profile";
import { pickerRecord, type PickerRecord } from "@/lib/server/stats/get-picker-stats";
import { shareVersion } from "./share-version";

export type SharedProfile = { profile: PickerProfile; record: PickerRecord; version: string };

export async function getSharedProfile(username: string, viewerId?: string | null): Promise<SharedProfile> {
  const profile = await getPickerProfile(username, viewerId);
  const record = await pickerRecord(profile.id);
  return { profile, record, version: shareVersion(profile.username, profile.score, profile.hotStreak, record) };
}

// The skill-figures use case for routes and pages: the app's client, the query in skill-figures.ts.
import "server-only";
import type { PickerSkill } from "@/lib/contracts/skill";
import { db } from "@/lib/db";
import { queryPickerSkill } from "./skill-figures";

export function getPickerSkill(userId: string, now?: Date): Promise<PickerSkill> {
  return queryPickerSkill(db, userId, now);
}

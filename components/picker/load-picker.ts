// The profile behind /picker/{username}, shared by the layout and its tabs (one lookup per request).
import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { isAppError } from "@/lib/errors/app-error";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { getPickerProfile } from "@/lib/server/pickers/get-picker-profile";

export const loadPicker = cache(async (username: string) => {
  const caller = await getCurrentUser();
  try {
    const profile = await getPickerProfile(decodeURIComponent(username), caller?.id);
    return { profile, caller };
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") notFound();
    throw error;
  }
});

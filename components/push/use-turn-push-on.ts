"use client";
// Turning push on from any control (the offer, the settings switch): the browser's prompt, the subscription, and one
// toast saying how it went.
import { useCallback } from "react";
import { useToast } from "@/components/ui/toast/use-toast";
import { errorMessage } from "@/lib/client/api-error";
import { turnPushOn, type TurnOnResult } from "@/lib/client/push-device";

/** What the member hears after answering the browser's prompt (nothing when they dismissed it). */
const ANSWERS: Record<TurnOnResult, { level: "success" | "warning"; text: string } | null> = {
  on: { level: "success", text: "Notifications are on for this device" },
  refused: null,
  blocked: { level: "warning", text: "Notifications are blocked for Pickline in this browser's site settings" },
  unavailable: { level: "warning", text: "This site does not send notifications yet" },
  "no-push-service": {
    level: "warning",
    text: "Notifications could not be turned on: this browser's push service did not accept the subscription (private windows have none). Try again later.",
  },
};

/** Resolves to the result, or null when it failed (and the failure was shown). */
export function useTurnPushOn(): () => Promise<TurnOnResult | null> {
  const toast = useToast();
  return useCallback(async () => {
    try {
      const result = await turnPushOn();
      const answer = ANSWERS[result];
      if (answer) toast[answer.level](answer.text);
      return result;
    } catch (error) {
      toast.error(`Notifications could not be turned on: ${errorMessage(error)}`);
      return null;
    }
  }, [toast]);
}
